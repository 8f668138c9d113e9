import { describe, expect, it } from 'vitest';
import { filesWithStaticImports, type Manifest } from './check-bundle-budget.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/router.tsx': { file: 'assets/router.js', imports: ['_react.js', '_mui.js', 'index.html'] },
  '_mui.js': { file: 'assets/mui.js', imports: ['_react.js'] },
  'src/style.css': { file: 'assets/style.css' },
  'src/screens/Late.tsx': { file: 'assets/late.js', imports: ['_mui.js', 'src/style.css'] },
};

describe('initial chunks from the Vite manifest', () => {
  it('follows static imports once each, leaving out dynamic-only chunks', () => {
    expect(filesWithStaticImports(manifest, ['index.html', 'src/router.tsx']).sort()).toEqual([
      'assets/index.js',
      'assets/mui.js',
      'assets/react.js',
      'assets/router.js',
    ]);
  });

  it('counts only JavaScript', () => {
    expect(filesWithStaticImports(manifest, ['src/screens/Late.tsx']).sort()).toEqual(['assets/late.js', 'assets/mui.js', 'assets/react.js']);
  });

  it('refuses a module the build no longer has, so the check cannot pass by counting nothing', () => {
    expect(() => filesWithStaticImports(manifest, ['src/screens/Gone.tsx'])).toThrow(/Gone\.tsx is not in the Vite manifest/);
  });
});
