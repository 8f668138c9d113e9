import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiResource, idpIssuer } from '../../server/idp/provider';
import { asOwner } from '../support/db';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/app';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query<{ id: number; username: string }>('select id, username from app_user');
    for (const r of rows) ids[r.username] = r.id;
  });
});
afterAll(async () => {
  await t.close();
});

/** An access token as the embedded provider issues it, for a demo user. */
async function accessToken(username: string) {
  const jwk = t.idpKeys.jwks[0]!;
  return new SignJWT({ scope: 'api', preferred_username: username })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
    .setIssuer(idpIssuer(TEST_PUBLIC_URL))
    .setAudience(apiResource(TEST_PUBLIC_URL))
    .setSubject(String(ids[username]))
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importJWK(jwk, 'RS256'));
}

async function validate(username: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/rest/vuejs/auth/validatekeycloak',
    payload: { accessToken: await accessToken(username), idToken: null, ...extra },
  });
}

describe('login statuses through validatekeycloak', () => {
  it('0: an ordinary user in one universe is signed in, with the start survey, its views, pages and start filter', async () => {
    const res = await validate('user');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ loginStatus: 0, universe: 'demo', username: 'user', isRoot: false, isUserAdmin: false });
    expect(body.authToken).toMatch(/^[\w-]{40,}$/);
    expect(body.startSurvey).toBe(body.surveys[0].extName);
    expect(body.surveys[0].views[0]).toHaveProperty('startPath');
    expect(body.surveys[0].pages.length).toBeGreaterThan(0);
    expect(typeof body.surveys[0].startFilter).toBe('string');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sightline_session=[\w-]+;/);
    expect(cookie.split('; ')).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
  });

  it('a region-limited user is offered only surveys with units in her region, and starts there with data', async () => {
    const body = (await validate('user')).json();
    expect(body.surveys.map((s: { extName: string }) => s.extName)).toEqual(['storevisit']);
    expect(body.startSurvey).toBe('storevisit');
    const startPath = body.surveys[0].views[0].startPath;
    expect(startPath).toBe('all,se,north');
    const segments = await t.app.inject({
      method: 'GET',
      url: `/rest/vuejs/ranking/segmentedpath/storevisit/${startPath}`,
      headers: { authorization: body.authToken },
    });
    expect(segments.statusCode, segments.body).toBe(200);
  });

  it('5: a user in two universes must choose, with a session that has no universe yet', async () => {
    const res = await validate('multi');
    expect(res.json()).toMatchObject({ loginStatus: 5, universe: null, surveys: [] });
    const token = res.json().authToken;
    const noData = await t.app.inject({ method: 'GET', url: '/rest/vuejs/surveys/loadcount/storevisit', headers: { authorization: token } });
    expect(noData.statusCode).toBe(403);
    expect(noData.json().error).toBe('no_universe');
    const chosen = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/changeuniverse/demo', headers: { authorization: token } });
    expect(chosen.json()).toMatchObject({ loginStatus: 0, universe: 'demo' });
    expect(res.json().universes.map((u: { name: string }) => u.name)).toEqual(expect.arrayContaining(['demo', 'nordics']));
  });

  it('6: with allowIndicators the choice comes with an overview per universe', async () => {
    // The overview counts the answers of the last 30 days by the database's clock, and the seeded ones end on the
    // tests' fixed today, which lies further back every day: an answer of this moment, in multi's region, to count.
    await asOwner(t.database.adminUrl, (c) =>
      c.query(
        `insert into interview (universe_id, survey_id, unit_id, responded_at)
         select u.universe_id, u.survey_id, u.id, now() from unit u join survey s on s.id = u.survey_id
          where s.ext_name = 'storevisit' and u.path like 'all,se,%' order by u.path limit 1`,
      ),
    );
    const body = (await validate('multi', { allowIndicators: true })).json();
    expect(body.loginStatus).toBe(6);
    const demo = body.globalOverviewData.find((r: { universeName: string }) => r.universeName === 'demo');
    expect(demo.nSurveys).toBeGreaterThan(0);
    expect(demo.nInterviews30d).toBeGreaterThan(0);
  });

  it('7: a universe admin is offered to act as a user of the universes they administer', async () => {
    const body = (await validate('admin')).json();
    expect(body.loginStatus).toBe(7);
    expect(body.universe).toBeNull();
    const list = body.universeAdminUserList[0];
    expect(list).toMatchObject({ universeName: 'demo', adminUser: 'admin' });
    expect(list.users.map((u: { username: string }) => u.username)).toContain('user');
    expect(list.users.map((u: { username: string }) => u.username)).not.toContain('admin');
  });

  it('7 → 0: the admin continues as themselves by naming the universe, or by changing into it', async () => {
    const body = (await validate('admin', { universeName: 'demo' })).json();
    expect(body).toMatchObject({ loginStatus: 0, universe: 'demo', isUserAdmin: true });
    const seven = (await validate('admin')).json();
    const chosen = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/changeuniverse/demo', headers: { authorization: seven.authToken } });
    expect(chosen.json()).toMatchObject({ loginStatus: 0, universe: 'demo', username: 'admin' });
  });

  it('8: the first sign-in to a slow universe reports a percentage until the load is done', async () => {
    const first = (await validate('multi', { universeName: 'nordics' })).json();
    expect(first.loginStatus).toBe(8);
    expect(first.loadStatus).toBeGreaterThanOrEqual(0);
    expect(first.loadStatus).toBeLessThan(100);
    // Polling uses the session token it got.
    const poll = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/identity', headers: { authorization: first.authToken } });
    expect(poll.json().loginStatus).toBe(8);
    // Pretend the load started long ago: it is done.
    await asOwner(t.database.adminUrl, (c) => c.query(`update universe_load set started_at = now() - interval '1 hour'`));
    const done = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/identity', headers: { authorization: first.authToken } });
    expect(done.json()).toMatchObject({ loginStatus: 0, universe: 'nordics' });
    expect(done.json().loadStatus).toBeUndefined();
  });

  it('9: a user in no universe is not configured for this server', async () => {
    const body = (await validate('newbie')).json();
    expect(body).toMatchObject({ loginStatus: 9, universes: [] });
    expect(body.authToken).toBeUndefined();
  });

  it('1: a valid token for someone this server does not know', async () => {
    const jwk = t.idpKeys.jwks[0]!;
    const token = await new SignJWT({ preferred_username: 'stranger' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .setIssuer(idpIssuer(TEST_PUBLIC_URL))
      .setAudience(apiResource(TEST_PUBLIC_URL))
      .setSubject('999999')
      .setExpirationTime('5m')
      .sign(await importJWK(jwk, 'RS256'));
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/validatekeycloak', payload: { accessToken: token } });
    expect(res.json()).toMatchObject({ loginStatus: 1, username: 'stranger' });
  });

  it('refuses a universe where the user is disabled, naming it', async () => {
    const res = await validate('user', { universeName: 'nordics' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'member_disabled',
      message: 'Your account is disabled in the universe "Sightline Demo Nordics". Ask its administrator to enable it.',
    });
  });

  it('refuses a universe the user is not a member of', async () => {
    const res = await validate('user', { universeName: 'nowhere' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
  });
});

describe('impersonation', () => {
  const impersonate = async (as: string, universeName: string, userName: string) =>
    t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/impersonateuser', payload: { accessToken: await accessToken(as), universeName, userName } });

  it('lets the universe admin act as a member, and records it', async () => {
    const res = await impersonate('admin', 'demo', 'user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ loginStatus: 0, username: 'user', actingUser: 'admin', universe: 'demo', profileURL: '/new/' });
    const who = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/identity', headers: { authorization: res.json().authToken } });
    expect(who.json()).toMatchObject({ username: 'user', actingUser: 'admin', universeAdminUserList: [] });
    const audit = await asOwner(t.database.adminUrl, (c) => c.query('select admin_user_id, user_id from impersonation'));
    expect(audit.rows).toEqual([{ admin_user_id: ids.admin, user_id: ids.user }]);
  });

  it('refuses users without an admin list, and people outside the list, with the reason', async () => {
    const notAdmin = await impersonate('user', 'demo', 'admin');
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBe('You may not act as other users in the universe "demo".');
    const outsider = await impersonate('admin', 'demo', 'newbie');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('"newbie" is not an active user of Sightline Demo Retail, so you cannot act as them.');
  });
});

describe('sessions', () => {
  it('validatecookie resumes from the token in the body or from the session cookie', async () => {
    const signedIn = await validate('user');
    const token = signedIn.json().authToken;
    const byBody = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/validatecookie', payload: { sessionId: token } });
    expect(byBody.json()).toMatchObject({ loginStatus: 0, username: 'user', authToken: token });
    const byCookie = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/validatecookie', payload: {}, headers: { cookie: `sightline_session=${token}` } });
    expect(byCookie.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/logout', headers: { authorization: token } });
    expect(out.headers['set-cookie']).toContain('Max-Age=0');
    const after = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/validatecookie', payload: { sessionId: token } });
    expect(after.statusCode).toBe(401);
  });

  it('changeuniverse moves a session and refuses a disabled membership', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'multi', password: 'sightline-multi', universe: 'demo' } });
    const token = login.json().authToken;
    const moved = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/changeuniverse/nordics', headers: { authorization: token } });
    expect(moved.json().universe).toBe('nordics');
    const userToken = await t.login('user', 'sightline-user');
    const refused = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/changeuniverse/nordics', headers: { authorization: userToken } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('member_disabled');
  });
});

describe('password sign-in messages', () => {
  const login = (username: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username, password }, remoteAddress: ip });

  it('says whether the user is unknown or the password wrong', async () => {
    expect((await login('ghost', 'x')).json()).toEqual({
      error: 'unknown_user',
      message: 'There is no user called "ghost". Check the spelling, or use your e-mail address.',
    });
    expect((await login('root', 'x')).json().error).toBe('wrong_password');
  });

  // Throttling of failed sign-ins: tests/server/sign-in-throttle.test.ts.
});

describe('forgot and reset', () => {
  /** The newest mail as the machine's operator reads it (reset mail is in no web mailbox: impersonation.test.ts). */
  async function lastMail() {
    const { rows } = await asOwner(t.database.adminUrl, (c) =>
      c.query(`select rcpt_to as "rcptTo", subject, text_body as "textBody", secret from mail_message order by id desc limit 1`),
    );
    expect(rows[0].secret).toBe(true);
    return rows[0];
  }

  it('mails a reset link over SMTP to the embedded mailbox, and the link sets a new password once', async () => {
    const forgot = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/forgot/multi' });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ sentTo: 'm…@sightline.local' });
    const mail = await lastMail();
    expect(mail.rcptTo).toEqual(['multi@sightline.local']);
    expect(mail.subject).toBe('Reset your Sightline password');
    const link = /http:\/\/localhost:8080\/new\/reset\?token=([\w-]+)/.exec(mail.textBody)!;
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link[1]!);

    const weak = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/reset', payload: { token, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: 'weak_password', message: 'The new password is too weak: use at least 15 characters, choose one that is not among the most common passwords.' });

    const ok = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/reset', payload: { token, password: 'a new secret 2026' } });
    expect(ok.json()).toEqual({ username: 'multi' });
    const signIn = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'multi', password: 'a new secret 2026', universe: 'demo' } });
    expect(signIn.statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/reset', payload: { token, password: 'another secret 99' } });
    expect(again.json().error).toBe('reset_token_used');
  });

  it('says when the link has expired, is unknown, or the user does not exist', async () => {
    await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/forgot/user@sightline.local' });
    const token = decodeURIComponent(/token=([\w%-]+)/.exec((await lastMail()).textBody)![1]!);
    await asOwner(t.database.adminUrl, (c) => c.query(`update password_reset set expires_at = now() - interval '1 minute' where used_at is null`));
    const expired = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/reset', payload: { token, password: 'long enough 12345' } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'reset_token_expired', message: 'This reset link has expired (links last 60 minutes). Ask for a new one.' });
    const unknown = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/reset', payload: { token: 'nope', password: 'long enough 12345' } });
    expect(unknown.json().error).toBe('reset_token_invalid');
    const ghost = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/forgot/ghost' });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().error).toBe('unknown_user');
  });
});

describe('bugs and load count', () => {
  it('any user reports a bug; root reads the counted list and clears it; others may not read it', async () => {
    const user = await t.login('user', 'sightline-user');
    const survey = (await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/identity', headers: { authorization: user } })).json().startSurvey;
    for (let i = 0; i < 2; i++) {
      const r = await t.app.inject({ method: 'POST', url: `/rest/vuejs/logs/bugs/${survey}`, headers: { authorization: user }, payload: { message: 'Chart failed' } });
      expect(r.statusCode).toBe(204);
    }
    expect((await t.app.inject({ method: 'GET', url: `/rest/vuejs/logs/bugs/${survey}`, headers: { authorization: user } })).statusCode).toBe(403);
    const root = await t.login('root', 'sightline-root');
    const list = (await t.app.inject({ method: 'GET', url: `/rest/vuejs/logs/bugs/${survey}`, headers: { authorization: root } })).json();
    expect(list.total).toBe(2);
    expect(list.bugs[0]).toMatchObject({ count: 2, message: 'Chart failed', user: 'user' });
    const del = await t.app.inject({ method: 'DELETE', url: `/rest/vuejs/logs/bugs/${survey}`, headers: { authorization: root } });
    expect(del.json()).toEqual({ deleted: 1 });
    const unknown = await t.app.inject({ method: 'GET', url: '/rest/vuejs/logs/bugs/nosuch', headers: { authorization: root } });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts the interviews loaded in a survey', async () => {
    const token = await t.login('user', 'sightline-user');
    const survey = (await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/identity', headers: { authorization: token } })).json().startSurvey;
    const res = await t.app.inject({ method: 'GET', url: `/rest/vuejs/surveys/loadcount/${survey}`, headers: { authorization: token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().loadCount).toBeGreaterThan(0);
  });
});

describe('start path and role scope', () => {
  it('starts a region-limited user at their region, not at a path their role may not see', async () => {
    const { startPathFor } = await import('../../server/accounts/identity');
    expect(startPathFor('all', [])).toBe('all');
    expect(startPathFor('all', ['all,north'])).toBe('all,north');
    expect(startPathFor('all,north,lulea', ['all,north'])).toBe('all,north,lulea');
    expect(startPathFor('all,south', ['all,north'])).toBe('all,north');
    const body = (await validate('user')).json();
    const scope = await asOwner(t.database.adminUrl, (c) =>
      c.query(`select r.unit_scope from universe_member m join role r on r.id = m.role_id join app_user u on u.id = m.user_id where u.username = 'user' and m.universe_id = (select id from universe where name = 'demo')`),
    );
    const allowed: string[] = scope.rows[0].unit_scope;
    for (const survey of body.surveys) {
      for (const view of survey.views) expect(allowed.some((s) => view.startPath === s || view.startPath.startsWith(`${s},`)), view.startPath).toBe(true);
    }
  });
});
