import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseConfiguration } from './configuration';

const DEMO_SURVEYS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'demo', 'surveys');
const demoFiles = fs.existsSync(DEMO_SURVEYS) ? fs.readdirSync(DEMO_SURVEYS).filter((f) => f.endsWith('.yaml')) : [];

describe('the demo surveys’ configurations', () => {
  it('exist', () => {
    expect(demoFiles.length).toBeGreaterThan(0);
  });

  it.each(demoFiles)('%s is valid against the page and component schemas', (file) => {
    const parsed = parseConfiguration(fs.readFileSync(path.join(DEMO_SURVEYS, file), 'utf8'));
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
  });
});

describe('parseConfiguration', () => {
  it('refuses repeated keys, which YAML would otherwise silently overwrite', () => {
    const parsed = parseConfiguration('pages: []\npages: []\n');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues[0]!.message).toMatch(/YAML line 2.*unique/i);
  });

  it('needs at least one page', () => {
    const parsed = parseConfiguration('views: [{ extName: a }]\npages: []\n');
    expect(parsed.ok ? [] : parsed.issues).toEqual([{ path: '/pages', message: 'must NOT have fewer than 1 items', line: 2 }]);
  });
});
