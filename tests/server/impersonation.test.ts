/**
 * Impersonation ("act as") gives at most the rights both people hold, and the dev mailbox shows no one a
 * reset link (issue 10 item 2). The first two tests are the escalation chains as they were reported.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiResource, idpIssuer } from '../../server/idp/provider';
import { rightsOfSession } from '../../server/accounts/rights';
import { asOwner } from '../support/db';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/app';

const B2B_ADMIN = 'kaisa.korhonen';
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-mail-'));
let t: TestApp;
const ids: Record<string, number> = {};
const universes: Record<string, number> = {};

const owner = <T>(fn: Parameters<typeof asOwner<T>>[1]) => asOwner(t.database.adminUrl, fn);

beforeAll(async () => {
  t = await createTestApp({ DEV_MAILBOX: 'on', MAIL_DIR: mailDir });
  await owner(async (c) => {
    // Three people nobody may act as, besides root and the admin: a root user with an ordinary role, a member
    // whose role administers the universe, and a second universe admin with an ordinary role.
    await c.query(`insert into app_user (username, email, full_name, is_root) values ('rooty', 'rooty@sightline.local', 'Rolf Rooty', true),
      ('coadmin', 'coadmin@sightline.local', 'Cora Coadmin', false), ('deputy', 'deputy@sightline.local', 'Dora Deputy', false)`);
    await c.query(`insert into universe_member (universe_id, user_id, role_id)
      select u.id, p.id, r.id from universe u, app_user p, role r
       where u.name = 'demo' and r.universe_id = u.id and ((p.username in ('rooty', 'deputy') and r.name = 'north') or (p.username = 'coadmin' and r.name = 'admin'))`);
    await c.query(`insert into universe_admin (universe_id, admin_user_id) select u.id, p.id from universe u, app_user p where u.name = 'demo' and p.username = 'deputy'`);
    for (const r of (await c.query<{ id: number; username: string }>('select id, username from app_user')).rows) ids[r.username] = r.id;
    for (const r of (await c.query<{ id: number; name: string }>('select id, name from universe')).rows) universes[r.name] = r.id;
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const signIn = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/rest/${url}`, headers: { authorization: token } });
const post = (url: string, token: string, payload?: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/rest/${url}`, headers: { authorization: token }, payload });
const actAs = (user: string, universe = 'demo') => signIn({ username: 'admin', password: 'sightline-admin', actAsUser: user, actAsUniverse: universe });

async function actingToken(user: string): Promise<string> {
  const res = await actAs(user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().authToken;
}

/** The reset links in what a mailbox answer shows. */
function resetLinks(body: string): string[] {
  return [...body.matchAll(/reset\?token=([\w%-]+)/g)].map((m) => decodeURIComponent(m[1]!));
}

describe('the reported escalation chains', () => {
  it('chain 1: an administrator cannot act as root, read the b2b administrator\'s reset link and take over the account', async () => {
    const steps: Record<string, unknown> = {};
    const asRoot = await actAs('root');
    steps.actAsRoot = asRoot.statusCode;
    // Whatever session the administrator now holds: root's if it was granted, else his own.
    const token = asRoot.statusCode === 200 ? asRoot.json().authToken : await t.login('admin', 'sightline-admin');
    steps.forgot = (await t.app.inject({ method: 'GET', url: `/rest/vuejs/auth/forgot/${B2B_ADMIN}` })).statusCode;
    const box = await get('dev/mailbox', token);
    steps.mailbox = box.statusCode;
    const link = resetLinks(box.body)[0];
    steps.resetLinkSeen = link !== undefined;
    if (link) {
      steps.reset = (await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/reset', payload: { token: link, password: 'taken over 2026' } })).statusCode;
      steps.signedInAsVictim = (await signIn({ username: B2B_ADMIN, password: 'taken over 2026', universe: 'b2b' })).statusCode;
    }
    // The administrator reads his own universe's mailbox; no reset link is in it, and the account is untouched.
    expect(steps).toEqual({ actAsRoot: 403, forgot: 200, mailbox: 200, resetLinkSeen: false });
    expect(asRoot.json()).toEqual({ error: 'not_impersonable', message: '"root" is a root user: nobody may act as a root user.' });
    const victim = await owner((c) => c.query(`select password_hash from app_user where username = $1`, [B2B_ADMIN]));
    expect(victim.rows[0].password_hash).toBeNull();
  });

  it('chain 2: acting as a member of two universes, the administrator cannot move into the one he does not administer', async () => {
    const token = await actingToken('multi');
    const move = await get('vuejs/auth/changeuniverse/b2b', token);
    const after = await get('vuejs/auth/identity', token);
    const b2bSurvey = await get('vuejs/pages/list/relationship', token);
    expect({ move: move.statusCode, universe: after.json().universe, b2bSurvey: b2bSurvey.statusCode }).toEqual({ move: 403, universe: 'demo', b2bSurvey: 404 });
    expect(move.json()).toEqual({
      error: 'impersonating',
      message: 'While acting as another user you cannot change universe. Sign out and sign in as yourself first.',
    });
    // The refused attempt is in the audit, with both people, in the universe it happened in.
    const audit = await owner((c) =>
      c.query(`select universe_id, acting_user_id, user_id, method, route, status from impersonation_action where route like '%changeuniverse%'`),
    );
    expect(audit.rows).toEqual([
      { universe_id: universes.demo, acting_user_id: ids.admin, user_id: ids.multi, method: 'GET', route: '/rest/vuejs/auth/changeuniverse/:universe', status: 403 },
    ]);
  });
});

describe('who may be acted as', () => {
  it('offers neither root users nor administrators of the universe', async () => {
    const seven = await signIn({ username: 'admin', password: 'sightline-admin' });
    const validate = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/validatecookie', payload: { sessionId: seven.json().authToken } });
    const list = validate.json().universeAdminUserList.find((l: { universeName: string }) => l.universeName === 'demo');
    const names = list.users.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['user', 'multi', 'sofia.lind']));
    for (const never of ['admin', 'root', 'rooty', 'coadmin', 'deputy']) expect(names).not.toContain(never);
  });

  it('refuses each of them when asked by name, saying why', async () => {
    const refusals: Record<string, unknown> = {};
    for (const name of ['root', 'rooty', 'coadmin', 'deputy']) {
      const res = await actAs(name);
      refusals[name] = [res.statusCode, res.json().error];
    }
    expect(refusals).toEqual({
      root: [403, 'not_impersonable'],
      rooty: [403, 'not_impersonable'],
      coadmin: [403, 'not_impersonable'],
      deputy: [403, 'not_impersonable'],
    });
    expect((await actAs('coadmin')).json().message).toBe('"coadmin" administers Sightline Demo Retail: nobody may act as an administrator.');
  });

  it('refuses the same through the identity-provider route', async () => {
    const jwk = t.idpKeys.jwks[0]!;
    const accessToken = await new SignJWT({ scope: 'api', preferred_username: 'admin' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .setIssuer(idpIssuer(TEST_PUBLIC_URL))
      .setAudience(apiResource(TEST_PUBLIC_URL))
      .setSubject(String(ids.admin))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importJWK(jwk, 'RS256'));
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/impersonateuser', payload: { accessToken, universeName: 'demo', userName: 'rooty' } });
    expect([res.statusCode, res.json().error]).toEqual([403, 'not_impersonable']);
  });
});

describe('an impersonating session', () => {
  it('has neither root nor administrator rights, whoever it acts as', async () => {
    const token = await actingToken('user');
    const who = (await get('vuejs/auth/identity', token)).json();
    expect(who).toMatchObject({ username: 'user', actingUser: 'admin', isRoot: false, isUserAdmin: false, universe: 'demo' });
    expect((await get('vuejs/logs/bugs/storevisit', token)).statusCode).toBe(403);
    expect((await get('vuejs/pages/configuration/storevisit', token)).statusCode).toBe(403);
  });

  it('cannot change universe, not even into the one it is in', async () => {
    const token = await actingToken('multi');
    for (const universe of ['demo', 'nordics', 'b2b']) {
      const res = await get(`vuejs/auth/changeuniverse/${universe}`, token);
      expect([universe, res.statusCode, res.json().error]).toEqual([universe, 403, 'impersonating']);
    }
  });

  it('cannot read the dev mailbox', async () => {
    const res = await get('dev/mailbox', await actingToken('user'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'impersonating', message: 'While acting as another user you cannot read the dev mailbox. Sign out and sign in as yourself first.' });
  });

  it('cannot change the password or the username of the person it acts as', async () => {
    // No route changes them yet: the rule such a route asks (guards.ts requireOwnSession) answers no.
    await actingToken('user');
    const { rows } = await owner((c) =>
      c.query(`select user_id as "userId", universe_id as "universeId", acting_user_id as "actingUserId" from session order by id desc limit 1`),
    );
    expect(rows[0]).toEqual({ userId: ids.user, universeId: universes.demo, actingUserId: ids.admin });
    expect(await rightsOfSession(t.database.db, rows[0])).toMatchObject({
      impersonating: true,
      isRoot: false,
      isUniverseAdmin: false,
      mayChangeUniverse: false,
      mayChangeOwnAccount: false,
      mayReadMailbox: false,
    });
  });

  it('sees only what both people may see: the administrator\'s narrower region limits the member\'s', async () => {
    const setAdminRole = (role: string) =>
      owner((c) =>
        c.query(
          `update universe_member set role_id = (select id from role where universe_id = $1 and name = $2) where universe_id = $1 and user_id = $3`,
          [universes.demo, role, ids.admin],
        ),
      );
    await setAdminRole('north');
    try {
      const token = await actingToken('multi');
      expect((await get('vuejs/ranking/segmentedpath/storevisit/all,se,north', token)).statusCode).toBe(200);
      const sweden = await get('vuejs/ranking/segmentedpath/storevisit/all,se', token);
      expect([sweden.statusCode, sweden.json().error]).toEqual([403, 'outside_scope']);
    } finally {
      await setAdminRole('admin');
    }
  });

  it("cannot change a closed alert, which only the universe's administrators may", async () => {
    const closed = await owner(async (c) => {
      const { rows } = await c.query<{ id: number }>(
        `insert into alert (universe_id, survey_id, interview_id, state, closed_at)
         select i.universe_id, i.survey_id, i.id, 3, now() from interview i join unit u on u.id = i.unit_id join survey s on s.id = i.survey_id
          where s.ext_name = 'storevisit' and u.path like 'all,se,%' order by i.id limit 1 returning id`,
      );
      return rows[0]!.id;
    });
    const acting = await actingToken('multi');
    expect((await get(`vuejs/alert/details/storevisit/${closed}`, acting)).json()).toMatchObject({ alertState: 3, canModify: false });
    const refused = await post(`vuejs/alert/update/storevisit/${closed}`, acting, { isClosed: false, newComment: 'Reopen', selections: [] });
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'alert_locked']);
    // The administrator as himself may.
    expect((await get(`vuejs/alert/details/storevisit/${closed}`, await t.login('admin', 'sightline-admin'))).json()).toMatchObject({ canModify: true });
  });

  it('records every state-changing call with both people, the universe, the route and the outcome', async () => {
    const before = (await owner((c) => c.query<{ n: number }>('select coalesce(max(id), 0)::int as n from impersonation_action'))).rows[0]!.n;
    const token = await actingToken('multi');
    const bug = await post('vuejs/logs/bugs/storevisit', token, { message: 'Seen while acting' });
    expect(bug.statusCode).toBe(204);
    await post('vuejs/auth/logout', token);
    const audit = await owner((c) =>
      c.query(
        `select universe_id, acting_user_id, user_id, method, route, status from impersonation_action where id > $1 order by id`,
        [before],
      ),
    );
    expect(audit.rows).toEqual([
      { universe_id: universes.demo, acting_user_id: ids.admin, user_id: ids.multi, method: 'POST', route: '/rest/vuejs/logs/bugs/:survey', status: 204 },
      { universe_id: universes.demo, acting_user_id: ids.admin, user_id: ids.multi, method: 'POST', route: '/rest/vuejs/auth/logout', status: 204 },
    ]);
  });

  it('ends when the administrator no longer administers the universe', async () => {
    const token = await actingToken('user');
    await owner((c) => c.query(`delete from universe_admin where admin_user_id = $1`, [ids.admin]));
    try {
      const res = await get('vuejs/auth/identity', token);
      expect([res.statusCode, res.json().error]).toEqual([401, 'impersonation_ended']);
      // Ended for good: the session is revoked.
      expect((await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/validatecookie', payload: { sessionId: token } })).statusCode).toBe(401);
    } finally {
      await owner((c) => c.query(`insert into universe_admin (universe_id, admin_user_id) values ($1, $2)`, [universes.demo, ids.admin]));
    }
  });
});

describe('the dev mailbox', () => {
  async function resendInvitation(token: string) {
    // A new demo sample with an e-mail address: resending its invitation mails it, as a mail of the demo universe.
    const { rows } = await owner((c) =>
      c.query<{ id: number }>(
        `insert into sample (universe_id, survey_id, unit_id, state, event_date, contact)
         select v.universe_id, v.id, u.id, 1, '2026-11-01', '{"name": "Anna Andersson", "email": "anna.andersson@example.com"}'
           from survey v join unit u on u.survey_id = v.id
          where v.ext_name = 'storevisit' and not exists (select 1 from unit k where k.parent_id = u.id)
          order by u.id limit 1 returning id`,
      ),
    );
    const answers = { name: 'Anna Andersson', email: 'anna.andersson@example.com', phone: null, language: 'en', eventDate: '2026-11-01', topics: ['purchase'], followUpDate: null, subState: null, evalPeriod: null };
    const res = await post(`vuejs/sample/details/storevisit/${rows[0]!.id}`, token, { action: 'resendEmail', answers });
    expect(res.statusCode, res.body).toBe(200);
  }

  it("shows an administrator his universe's mail, and not another universe's", async () => {
    await resendInvitation(await t.login('root', 'sightline-root'));
    await owner((c) =>
      c.query(`insert into mail_message (universe_id, rcpt_to, subject, text_body, raw) values ($1, '["b2b@example.com"]', 'Kestrel only', 'b2b text', '')`, [universes.b2b]),
    );
    const box = await get('dev/mailbox', await t.login('admin', 'sightline-admin'));
    expect(box.statusCode).toBe(200);
    const subjects = box.json().messages.map((m: { subject: string }) => m.subject);
    expect(subjects).toContain('Store visit: we would like to hear from you');
    expect(subjects).not.toContain('Kestrel only');
  });

  it('never lists a reset mail, not even to root; the operator finds it, readable, in a file under MAIL_DIR', async () => {
    const forgot = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/forgot/multi' });
    expect(forgot.statusCode).toBe(200);
    for (const who of [['root', 'sightline-root'], ['admin', 'sightline-admin']] as const) {
      const box = await get('dev/mailbox', await t.login(who[0], who[1]));
      expect([who[0], box.statusCode, resetLinks(box.body)]).toEqual([who[0], 200, []]);
    }
    const files = fs.readdirSync(mailDir).filter((f) => f.endsWith('.txt'));
    const resetFile = files.map((f) => path.join(mailDir, f)).find((f) => fs.readFileSync(f, 'utf8').startsWith('To: multi@sightline.local\nSubject: Reset your Sightline password'));
    expect(resetFile).toBeDefined();
    expect(fs.statSync(resetFile!).mode & 0o077).toBe(0);
    // Decoded, so the link can be copied as it stands, and it works.
    const link = resetLinks(fs.readFileSync(resetFile!, 'utf8'))[0]!;
    expect(link).toMatch(/^[\w-]{40,}$/);
    const reset = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/reset', payload: { token: link, password: 'a fresh secret 2026' } });
    expect(reset.json()).toEqual({ username: 'multi' });
  });

  it('is refused to people who do not administer the universe', async () => {
    const res = await get('dev/mailbox', await t.login('user', 'sightline-user'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: "Only administrators of this universe may read the dev mailbox." });
  });
});

describe('the dev mailbox when not enabled', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain.close();
  });

  it('is off unless DEV_MAILBOX turns it on, even for root', async () => {
    const token = await plain.login('root', 'sightline-root');
    const res = await plain.app.inject({ method: 'GET', url: '/rest/dev/mailbox', headers: { authorization: token } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'mailbox_off',
      message: 'The dev mailbox is off on this server. It is on in the embedded set-up of npm start, or with DEV_MAILBOX=on.',
    });
  });
});
