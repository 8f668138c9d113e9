import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let survey: string;
const tokens: Record<string, string> = {};

const CONFIG = `# a test configuration
views:
  - extName: stores
startPage: start
pages:
  - extname: start
    title: { en: Start, sv: Start }
    icon: dashboard
    selectionInterval: months
    components:
      - type: variableBlock
        id: kpi
        config: { size: 12 }
      - type: staticTable
        id: internal
        config:
          size: 6
          rootOnly: true
          columns: [{ title: { en: Cost } }]
          rows: [[1]]
      - type: menuBlock
        id: tabs
        config:
          size: 12
          tabs:
            - title: { en: A }
              components:
                - { type: variableBlock, id: secret, config: { size: 6, rootOnly: true } }
                - { type: variableBlock, id: open, config: { size: 6 } }
  - extname: old
    schemaVersion: 1
    title: { en: Old }
    components:
      - { type: variableBlock, id: k, config: { width: 4 } }
`;

async function signIn(username: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username, password, universe: 'demo' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ authToken: string }>().authToken;
}

const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/rest/vuejs/pages/${url}`, headers: { authorization: tokens[who]! }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  survey = await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.ext_name from survey s join universe u on u.id = s.universe_id where u.name = 'demo' order by s.id limit 1`);
    return rows[0].ext_name as string;
  });
  for (const [who, password] of [['root', 'sightline-root'], ['admin', 'sightline-admin'], ['user', 'sightline-user']] as const) tokens[who] = await signIn(who, password);
});
afterAll(async () => {
  await t.close();
});

describe('survey configuration (the CONFIGURATION script)', () => {
  it('an administrator saves valid YAML; the pages are then served', async () => {
    const res = await call('admin', 'PUT', `configuration/${survey}`, { yaml: CONFIG });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ saved: true, pages: 2, warnings: [] });
    const back = await call('admin', 'GET', `configuration/${survey}`);
    expect(back.json().yaml).toBe(CONFIG);
    const list = await call('user', 'GET', `list/${survey}`);
    expect(list.json()).toEqual({ startPage: 'start', pages: [expect.objectContaining({ extname: 'start', icon: 'dashboard' }), expect.objectContaining({ extname: 'old' })] });
  });

  it('refuses a save with errors, naming each path and line, and changes nothing', async () => {
    const bad = CONFIG.replace('config: { size: 12 }', 'config: { size: 5 }').replace('type: staticTable', 'type: pieChart');
    const res = await call('admin', 'PUT', `configuration/${survey}`, { yaml: bad });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error).toBe('invalid_configuration');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: '/pages/0/components/0/config/size', message: 'must be one of 2, 4, 6, 8, 12', line: 13 },
        { path: '/pages/0/components/1/type', message: 'Unknown component: pieChart', line: 14 },
      ]),
    );
    expect((await call('admin', 'GET', `configuration/${survey}`)).json().yaml).toBe(CONFIG);
  });

  it('reports YAML syntax errors with their line', async () => {
    const res = await call('admin', 'POST', `configuration/validate/${survey}`, { yaml: 'pages:\n  - extname: [unclosed\n' });
    expect(res.statusCode).toBe(200);
    expect(res.json().valid).toBe(false);
    expect(res.json().issues[0].message).toMatch(/^YAML line \d+/);
  });

  it('validates without saving', async () => {
    const res = await call('admin', 'POST', `configuration/validate/${survey}`, { yaml: CONFIG });
    expect(res.json()).toEqual({ valid: true, issues: [], warnings: [] });
  });

  it('warns the author of a text missing in one of the survey’s locales, when checking and when saving', async () => {
    const partial = `title: { en: Store visit, sv: Butiksbesök, fi: Myymäläkäynti }\n${CONFIG}`;
    const warning = { path: '/pages/0/title', message: 'has no text in fi (the survey offers sv, fi, en: the locales of its title)', line: 8 };
    const checked = await call('admin', 'POST', `configuration/validate/${survey}`, { yaml: partial });
    expect(checked.json()).toEqual({ valid: true, issues: [], warnings: expect.arrayContaining([warning]) });
    // A warning does not refuse the script: it is saved, and the author still hears of it.
    const saved = await call('admin', 'PUT', `configuration/${survey}`, { yaml: partial });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().warnings).toContainEqual(warning);
    expect((await call('admin', 'PUT', `configuration/${survey}`, { yaml: CONFIG })).json().warnings).toEqual([]);
  });

  it('only administrators and root may read or change the configuration', async () => {
    expect((await call('user', 'PUT', `configuration/${survey}`, { yaml: CONFIG })).statusCode).toBe(403);
    expect((await call('user', 'GET', `configuration/${survey}`)).statusCode).toBe(403);
    expect((await call('root', 'GET', `configuration/${survey}`)).statusCode).toBe(200);
  });
});

describe('page descriptors', () => {
  it('serves root everything, with the schema version', async () => {
    const res = await call('root', 'GET', `page/${survey}/start`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ id: 'start', extname: 'start', schemaVersion: 2, title: { en: 'Start' } });
    expect(page.components.map((c: { id: string }) => c.id)).toEqual(['kpi', 'internal', 'tabs']);
    expect(page.components[2].config.tabs[0].components.map((c: { id: string }) => c.id)).toEqual(['secret', 'open']);
  });

  it('leaves root-only components out for other users, nested ones too', async () => {
    const page = (await call('user', 'GET', `page/${survey}/start`)).json();
    expect(page.components.map((c: { id: string }) => c.id)).toEqual(['kpi', 'tabs']);
    expect(page.components[1].config.tabs[0].components.map((c: { id: string }) => c.id)).toEqual(['open']);
  });

  it('answers with the page schema, every component whole whatever its config', async () => {
    const page = (await call('root', 'GET', `page/${survey}/start`)).json();
    const stored = (await call('root', 'GET', `configuration/${survey}`)).json().configuration.pages[0];
    expect(page.components).toEqual(stored.components);
    const doc = t.app.swagger() as unknown as { paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>; components: { schemas: Record<string, { title?: string }> } };
    const answer = doc.paths['/rest/vuejs/pages/page/{survey}/{pageId}']!.get.responses['200']!.content['application/json']!.schema;
    expect(answer).toEqual({ $ref: '#/components/schemas/PageDescriptor' });
    expect(doc.components.schemas.PageDescriptor!.title).toBe('PageDescriptor');
  });

  it('stores pages migrated to the current version', async () => {
    const page = (await call('user', 'GET', `page/${survey}/old`)).json();
    expect(page.schemaVersion).toBe(2);
    expect(page.components[0].config).toEqual({ size: 4 });
  });

  it('answers 404 for an unknown page or survey, and 401 without a session', async () => {
    expect((await call('user', 'GET', `page/${survey}/nope`)).json()).toEqual({ error: 'not_found', message: `The survey "${survey}" has no page "nope".` });
    expect((await call('user', 'GET', `page/nosuchsurvey/start`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/rest/vuejs/pages/page/${survey}/start` })).statusCode).toBe(401);
  });

  it('sends a strict Content-Security-Policy without unsafe-eval', async () => {
    const res = await call('user', 'GET', `list/${survey}`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('pages for administrators', () => {
  // The sidebar's pages come with the identity.
  const identityPages = async (who: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/identity', headers: { authorization: tokens[who]! } });
    return res.json<{ surveys: { extName: string; pages: { extname: string }[] }[] }>().surveys.find((s) => s.extName === survey)!.pages.map((p) => p.extname);
  };
  const ADMIN_PAGE = `${CONFIG}  - extname: templates
    title: { en: Templates }
    adminOnly: true
    components:
      - { type: mailTemplatesList, id: templates, config: { size: 12 } }
`;

  it("shows an adminOnly page to the universe's administrators and root, in the menu and by its address", async () => {
    expect((await call('admin', 'PUT', `configuration/${survey}`, { yaml: ADMIN_PAGE })).statusCode).toBe(200);
    for (const who of ['admin', 'root']) {
      expect((await call(who, 'GET', `list/${survey}`)).json().pages.map((p: { extname: string }) => p.extname)).toEqual(['start', 'old', 'templates']);
      expect(await identityPages(who)).toEqual(['start', 'old', 'templates']);
      const page = await call(who, 'GET', `page/${survey}/templates`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().components.map((c: { type: string }) => c.type)).toEqual(['mailTemplatesList']);
    }
  });

  it('leaves it out of the menu of everyone else, and refuses its address (403)', async () => {
    expect((await call('user', 'GET', `list/${survey}`)).json().pages.map((p: { extname: string }) => p.extname)).toEqual(['start', 'old']);
    expect(await identityPages('user')).toEqual(['start', 'old']);
    const page = await call('user', 'GET', `page/${survey}/templates`);
    expect(page.statusCode).toBe(403);
    expect(page.json()).toEqual({ error: 'admin_only', message: `The page "templates" is for the universe's administrators.` });
  });
});
