import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// npm puts node_modules/.bin first on every script's PATH, so the `node` package's binary runs `npm start` and
// `npm test` whatever Node the machine has (Node 20 can still run `npm ci`). This fails when a test run
// slipped back to the machine's own Node.
describe('the runtime', () => {
  it('is the Node LTS the project pins in package.json', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    const pinned = pkg.dependencies.node!;
    expect(process.versions.node).toBe(pinned);
    expect(Number(pinned.split('.')[0]) % 2).toBe(0);
  });
});
