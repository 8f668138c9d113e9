import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/new/reset?token=abc')).toBe('/new/reset?token=[Redacted]');
    expect(redactUrl('/new/?code=c0de&state=s7&lang=fi')).toBe('/new/?code=[Redacted]&state=[Redacted]&lang=fi');
    expect(redactUrl('/idp/session/end?id_token_hint=eyJ&post_logout_redirect_uri=x')).toBe('/idp/session/end?id_token_hint=[Redacted]&post_logout_redirect_uri=x');
    // An encoded name is still the same name.
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[Redacted]');
    expect(redactUrl('/rest/filters?query=oslo')).toBe('/rest/filters?query=oslo');
    expect(redactUrl('/rest/health')).toBe('/rest/health');
  });
});

describe('loggerOptions', () => {
  it('censors headers, bodies and credential fields that a log call passes', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (c: Buffer) => lines.push(c.toString('utf8')));
    const app = Fastify({ logger: loggerOptions('info', stream) });
    await app.ready();
    app.log.info({
      headers: { authorization: 'Bearer s3cret-a', cookie: 'sid=s3cret-b', 'set-cookie': 's3cret-c', accept: 'text/html' },
      body: { username: 'multi', password: 's3cret-d' },
      user: { name: 'multi', token: 's3cret-e' },
      password: 's3cret-f',
    }, 'something happened');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('something happened');
    expect(log).toContain('text/html');
    expect(log).not.toMatch(/s3cret/);
  });
});
