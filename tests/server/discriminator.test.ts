/**
 * Discriminator branches are resolved on the server for the caller (spec 2 section 4): the page descriptor carries
 * only the branch that fits the caller's role and the active view (`?view=`), so no other branch's configuration
 * reaches them; when no branch scores above 0 the discriminator is left out altogether.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;
let user: string;

const chart = (id: string) => ({ type: 'developmentLineChart', id, config: { size: 6 } });

const PAGE = {
  extname: 'branches',
  title: { en: 'Branches' },
  components: [
    {
      type: 'discriminator',
      id: 'byRole',
      config: {
        size: 12,
        branches: [
          { roles: ['admin'], components: [chart('forAdmins')] },
          { roles: ['north'], components: [chart('forNorth')] },
          { roles: ['north'], views: ['sweden'], components: [chart('forNorthInSweden')] },
          { components: [chart('forEveryone')] },
        ],
      },
    },
    { type: 'discriminator', id: 'adminsOnly', config: { size: 12, branches: [{ roles: ['admin'], components: [chart('secretChart')] }] } },
    // Nested: a discriminator inside a menu block's tab is resolved too.
    {
      type: 'menuBlock',
      id: 'tabs',
      config: { size: 12, tabs: [{ title: { en: 'One' }, components: [{ type: 'discriminator', id: 'inTab', config: { branches: [{ roles: ['admin'], components: [chart('tabAdmins')] }, { components: [chart('tabOthers')] }] } }] }] },
    },
  ],
};

const ALL_IDS = ['forAdmins', 'forNorth', 'forNorthInSweden', 'forEveryone', 'secretChart', 'tabAdmins', 'tabOthers'];

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    await c.query(`update survey set config = jsonb_insert(config, '{pages,0}', $1::jsonb) where ext_name = 'storevisit'`, [JSON.stringify(PAGE)]);
    const chartVariables = Object.fromEntries(ALL_IDS.map((id) => [id, ['nps']]));
    await c.query(`update survey set config = jsonb_set(config, '{chartVariables}', (config -> 'chartVariables') || $1::jsonb) where ext_name = 'storevisit'`, [JSON.stringify(chartVariables)]);
  });
  admin = await t.login('admin', 'sightline-admin');
  user = await t.login('user', 'sightline-user');
});
afterAll(async () => {
  await t.close();
});

/** The ids of the data components the caller receives, wherever they sit. */
async function pageFor(token: string, view?: string) {
  const res = await t.app.inject({ url: `/rest/vuejs/pages/page/storevisit/branches${view ? `?view=${view}` : ''}`, headers: { authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  const text = res.body;
  return { body: res.json(), received: ALL_IDS.filter((id) => text.includes(`"${id}"`)) };
}

describe('discriminator branches resolved for the caller', () => {
  it('an administrator gets the administrators’ branches and nothing of the others', async () => {
    const { received, body } = await pageFor(admin);
    expect(received).toEqual(['forAdmins', 'secretChart', 'tabAdmins']);
    // The chosen branch arrives alone and without its conditions, so the client's rule shows it as it is.
    expect(body.components[0].config.branches).toEqual([{ components: [chart('forAdmins')] }]);
  });

  it('a regional user gets their role’s branch, the one for their role and view when the view matches', async () => {
    expect((await pageFor(user)).received).toEqual(['forNorth', 'tabOthers']);
    expect((await pageFor(user, 'sweden')).received).toEqual(['forNorthInSweden', 'tabOthers']);
  });

  it('shows nothing when no branch scores above 0, rather than a branch for another role', async () => {
    const { body } = await pageFor(user);
    expect(body.components.map((c: { id: string }) => c.id)).toEqual(['byRole', 'tabs']);
  });

  it('answers the data of a component only to a role its branch admits, as if it did not exist to the others', async () => {
    const data = (id: string, token: string) => t.app.inject({ url: `/rest/vuejs/charts/chart/storevisit/${id}/months/all,se,north`, headers: { authorization: token } });
    expect((await data('secretChart', admin)).statusCode).toBe(200);
    const refused = await data('secretChart', user);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('unknown_component');
    expect((await data('forAdmins', user)).statusCode).toBe(404);
    expect((await data('forNorth', user)).statusCode).toBe(200);
    // A branch without roles admits every role.
    expect((await data('forEveryone', user)).statusCode).toBe(200);
  });

  it('refuses a malformed view', async () => {
    const res = await t.app.inject({ url: '/rest/vuejs/pages/page/storevisit/branches?view=a%20b', headers: { authorization: user } });
    expect(res.statusCode).toBe(400);
  });
});
