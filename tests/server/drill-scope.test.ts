import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SegmentedPath } from '../../schemas/api/segmented-path.gen';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

// Issue 12, bug 5: the drill bar offers a region-limited user only the units her role opens. Every unit the
// segmented path offers as a target (a segment to move up to, a child to switch to) must open for her, and the
// segments above her region say that they do not, so the bar can say so instead of offering them.

let t: TestApp;
let userToken: string;
let rootToken: string;

beforeAll(async () => {
  t = await createTestApp();
  userToken = await t.login('user', 'sightline-user');
  rootToken = await t.login('root', 'sightline-root');
});
afterAll(async () => {
  await t.close();
});

async function status(token: string, url: string) {
  return (await t.app.inject({ method: 'GET', url: `/rest/${url}`, headers: { authorization: token } })).statusCode;
}

async function segmented(token: string, path: string): Promise<SegmentedPath> {
  const res = await t.app.inject({ method: 'GET', url: `/rest/vuejs/ranking/segmentedpath/storevisit/${path}`, headers: { authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A store of the user's region (the seed's `all,se,north`), as deep as the hierarchy goes. */
async function storeInRegion(): Promise<string> {
  return asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query<{ path: string }>(
      `select u.path from unit u join survey s on s.id = u.survey_id
        where s.ext_name = 'storevisit' and u.path like 'all,se,north,%' order by u.level desc, u.path limit 1`,
    );
    return rows[0]!.path;
  });
}

describe('the drill bar of a region-limited user', () => {
  it('marks the segments above her region as not open and offers only units that open', async () => {
    const store = await storeInRegion();
    const answer = await segmented(userToken, store);
    const opens = answer.segments.map((s) => [s.path, s.mayOpen]);
    const prefixes = store.split(',').map((_, i, all) => all.slice(0, i + 1).join(','));
    expect(opens).toEqual(prefixes.map((p) => [p, p === 'all,se,north' || p.startsWith('all,se,north,')]));

    const offered = [...answer.segments.filter((s) => s.mayOpen).map((s) => s.path), ...answer.segments.flatMap((s) => s.children.map((c) => c.path))];
    expect(offered.length).toBeGreaterThan(2);
    for (const path of new Set(offered)) expect(await status(userToken, `vuejs/ranking/segmentedpath/storevisit/${path}`), path).toBe(200);
    for (const s of answer.segments.filter((x) => !x.mayOpen)) expect(await status(userToken, `vuejs/ranking/segmentedpath/storevisit/${s.path}`), s.path).toBe(403);
  });

  it('offers an unlimited role every segment and every unit below them', async () => {
    const store = await storeInRegion();
    const answer = await segmented(rootToken, store);
    expect(answer.segments.every((s) => s.mayOpen)).toBe(true);
    // Sweden has more regions than hers: the root sees them all under Sverige, she sees only her own.
    const mine = await segmented(userToken, store);
    expect(answer.segments[1]!.children.length).toBeGreaterThan(1);
    expect(mine.segments[1]!.children.map((c) => c.path)).toEqual(['all,se,north']);
  });
});

describe('the unit search', () => {
  it('names each unit by its title and the titles of the units above it, never by an internal path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/vuejs/newranking/suggestions/storevisit/all/a', headers: { authorization: rootToken } });
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json() as RankingSuggestions).viewResults.flatMap((g) => g.paths);
    expect(found.length).toBeGreaterThan(0);
    const names = await asOwner(t.database.adminUrl, async (c) => {
      const { rows } = await c.query<{ path: string; name: string }>(
        `select u.path, u.name from unit u join survey s on s.id = u.survey_id where s.ext_name = 'storevisit'`,
      );
      return new Map(rows.map((r) => [r.path, r.name]));
    });
    for (const p of found) {
      expect(p.text).toBe(names.get(p.value));
      // The chain from the top down to the unit's parent, in titles: `Sverige › Norr` for a store in Norr.
      const above = p.value.split(',').slice(0, -1).map((_, i, all) => names.get(all.slice(0, i + 1).join(',')));
      expect(p.context, p.value).toBe(above.slice(1).join(' › '));
    }
  });
});
