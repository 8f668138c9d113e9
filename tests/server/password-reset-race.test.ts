import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { startMailSink, type MailSink } from '../support/mail-sink';

let t: TestApp;
let mail: MailSink;

beforeAll(async () => {
  mail = await startMailSink();
  t = await createTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

describe('a reset link', () => {
  it('sets a password once when six requests use it at the same time; the others are told it was used', async () => {
    const forgot = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/forgot/multi' });
    expect(forgot.statusCode).toBe(200);
    const token = mail.resetToken('multi@sightline.local');

    const passwords = Array.from({ length: 6 }, (_, i) => `race number ${i} secret 2026`);
    const answers = await Promise.all(
      passwords.map((password) => t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/reset', payload: { token, password } })),
    );

    const won = answers.flatMap((res, i) => (res.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    for (const res of answers.filter((_, i) => i !== won[0])) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ error: 'reset_token_used', message: 'This reset link was already used. Ask for a new one if you need to.' });
    }

    // The password is the winner's, and only the winner's.
    const signIn = (password: string) => t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'multi', password, universe: 'demo' } });
    expect((await signIn(passwords[won[0]!]!)).statusCode).toBe(200);
    const loser = passwords.find((_, i) => i !== won[0])!;
    expect((await signIn(loser)).statusCode).toBe(401);
  });
});
