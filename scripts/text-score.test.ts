import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readComments } from '../server/text/score-input';

const CSV = [
  'id,text,lang',
  '1,"Personalen var trevlig, men kön var alldeles för lång",sv',
  '2,"Not good at all: the ""express"" checkout took ages",en',
  '3,"Todella hyvä palvelu 👍",',
  '4,"Ikke godt,\nog dyrt",no',
].join('\n');

describe('npm run text:score', () => {
  it('reads a CSV with a quoted, multi-line text column and an optional lang column', () => {
    expect(readComments(CSV)).toEqual([
      { text: 'Personalen var trevlig, men kön var alldeles för lång', lang: 'sv' },
      { text: 'Not good at all: the "express" checkout took ages', lang: 'en' },
      { text: 'Todella hyvä palvelu 👍' },
      { text: 'Ikke godt,\nog dyrt', lang: 'no' },
    ]);
    expect(readComments('Bra!\n\nNot good\n')).toEqual([{ text: 'Bra!' }, { text: 'Not good' }]);
  });

  // Starts a Node process with tsx: allow for a loaded machine.
  it('writes one JSON line per comment of a CSV on standard input', { timeout: 60_000 }, () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'text-score.ts')], { input: CSV, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { lang: string; sentiment: string; score: number; categories: { id: string; sentiment: string }[] });
    expect(lines.map((l) => [l.lang, l.sentiment])).toEqual([
      ['sv', 'negative'],
      ['en', 'negative'],
      ['fi', 'positive'],
      ['no', 'negative'],
    ]);
    expect(lines[0]!.categories).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'staff', sentiment: 'positive' }), expect.objectContaining({ id: 'waiting', sentiment: 'negative' })]),
    );
    expect(lines[1]!.categories).toEqual([
      expect.objectContaining({ id: 'waiting', sentiment: 'negative' }),
      expect.objectContaining({ id: 'checkout', sentiment: 'negative' }),
    ]);
    for (const l of lines) expect(Math.abs(l.score)).toBeLessThanOrEqual(1);
  });
});
