/**
 * One confirm dialog (spec 2: OK and Cancel, Esc cancels, width 400): every confirmation in the app is
 * src/ui/ConfirmDialog.tsx. A second OK/Cancel dialog (its own `common.ok` button) or the browser's confirm() fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const THE_ONE = 'src/ui/ConfirmDialog.tsx';

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(rel);
    return /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

export function secondConfirmations(files: { file: string; text: string }[]): string[] {
  return files
    .filter(({ file, text }) => file !== THE_ONE && (/['"]common\.ok['"]/.test(text) || /(^|[^.\w])(window\.)?confirm\(/.test(text)))
    .map(({ file }) => file);
}

describe('the one confirm dialog', () => {
  it('no screen, widget or engine part asks for confirmation any other way', () => {
    const files = ['src', 'widgets', 'engine'].flatMap(sources).map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
    expect(files.some((f) => f.file === THE_ONE)).toBe(true);
    expect(secondConfirmations(files)).toEqual([]);
  });

  it('finds a second OK/Cancel dialog and the browser confirm()', () => {
    expect(
      secondConfirmations([
        { file: 'src/screens/x/MyConfirm.tsx', text: `<Button><FormattedMessage id="common.ok" /></Button>` },
        { file: 'widgets/y/Y.tsx', text: `if (window.confirm('Sure?')) remove();` },
        { file: 'src/z.ts', text: `const ok = confirm('Sure?');` },
        { file: 'src/fine.ts', text: `onConfirm(); setConfirm(null); ctx.confirmDelete()` },
      ]),
    ).toEqual(['src/screens/x/MyConfirm.tsx', 'widgets/y/Y.tsx', 'src/z.ts']);
  });
});
