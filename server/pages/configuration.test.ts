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

  it.each(demoFiles)('%s has every text in every locale the survey offers (no warnings)', (file) => {
    const parsed = parseConfiguration(fs.readFileSync(path.join(DEMO_SURVEYS, file), 'utf8'));
    expect(parsed.warnings).toEqual([]);
  });
});

describe('configuration completeness warnings (issue 12)', () => {
  const survey = (body: string) => `title: { en: Store visit, sv: Butiksbesök, fi: Myymäläkäynti }\npages:\n  - extname: start\n${body}    components: []\n`;

  it('warns, with path and line, when a text lacks one of the locales of the survey’s title', () => {
    const parsed = parseConfiguration(
      `${survey('    title: { en: Start, sv: Start }\n')}questions:\n  nps: { title: { en: Likelihood to recommend, sv: Sannolikhet att rekommendera, fi: Suositteluhalukkuus }, scale: [0, 10] }\n  csat: { title: { en: Satisfaction }, scale: [1, 5] }\n`,
    );
    expect(parsed.ok).toBe(true);
    expect(parsed.warnings).toEqual([
      { path: '/pages/0/title', message: 'has no text in fi (the survey offers sv, fi, en: the locales of its title)', line: 4 },
      { path: '/questions/csat/title', message: 'has no text in sv, fi (the survey offers sv, fi, en: the locales of its title)', line: 8 },
    ]);
  });

  it('warns of nothing when every text has the survey’s locales, or the survey’s title is in one language', () => {
    expect(parseConfiguration(survey('    title: { fi: Alku, en: Start, sv: Start, da: Start }\n')).warnings).toEqual([]);
    expect(parseConfiguration('title: { en: Store visit }\npages:\n  - { extname: start, title: { sv: Start }, components: [] }\n').warnings).toEqual([]);
  });

  it('still reports the warnings of a configuration that has errors', () => {
    const parsed = parseConfiguration(survey('    title: { en: Start }\n    icon: 7\n'));
    expect(parsed.ok).toBe(false);
    expect(parsed.warnings.map((w) => w.path)).toEqual(['/pages/0/title']);
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
