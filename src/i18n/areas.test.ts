import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREA_PREFIXES, areaOf, MESSAGE_AREAS, messagesOfArea } from './areas.ts';

const en = JSON.parse(readFileSync(new URL('./en.json', import.meta.url), 'utf8')) as Record<string, string>;
const ids = Object.keys(en);

describe('message areas (the build cuts each catalogue by id prefix)', () => {
  it('list each prefix once, none inside another', () => {
    const prefixes = Object.values(AREA_PREFIXES).flat();
    const overlapping = prefixes.flatMap((a, i) => prefixes.filter((b, j) => i !== j && b.startsWith(a)).map((b) => `${a} / ${b}`));
    expect(overlapping).toEqual([]);
    for (const prefix of prefixes) expect(prefix, 'a prefix ends with its dot, so `sample.` is not `samplelist.`').toMatch(/^[A-Za-z][A-Za-z0-9]*\.$/);
  });

  it('put every id in exactly one area', () => {
    const pieces = MESSAGE_AREAS.map((area) => messagesOfArea(en, area));
    expect(pieces.flatMap((piece) => Object.keys(piece)).sort()).toEqual([...ids].sort());
    // Each area's piece cut once (cutting it again per id made this test quadratic and slow).
    for (const id of ids) expect(MESSAGE_AREAS.filter((_area, i) => id in pieces[i]!), id).toEqual([areaOf(id)]);
  });

  it('have no empty area and no prefix without ids (a renamed prefix would silently move its ids to core)', () => {
    for (const area of MESSAGE_AREAS) expect(Object.keys(messagesOfArea(en, area)).length, area).toBeGreaterThan(0);
    for (const prefix of Object.values(AREA_PREFIXES).flat()) expect(ids.some((id) => id.startsWith(prefix)), prefix).toBe(true);
  });

  it('give an id without a listed prefix to core', () => {
    expect(areaOf('login.welcome')).toBe('core');
    expect(areaOf('widget.rankingTable.title')).toBe('widgets');
    expect(areaOf('sample.badId')).toBe('samples');
    expect(areaOf('samplelist.title')).toBe('samples');
    expect(areaOf('samples.title')).toBe('core');
  });
});
