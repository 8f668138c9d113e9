import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { createHttpSmsProvider, smsProviderFor, SmsRefused } from './http-provider';
import type { SmsSink } from './sink';

/** A provider on 127.0.0.1 that records what it received and answers what the test sets. */
let server: http.Server;
let url: string;
let received: { method?: string; path?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{"ids":[421332671]}' };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method, path: req.url, headers: req.headers, body });
      setTimeout(() => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body), answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/mtsms`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = { status: 200, body: '{"ids":[421332671]}' };
});

const message = { to: '+46 70-123 45 67', sender: 'Storevisit', text: 'Tell us how your visit went: https://s.example/x', universeId: 1 };

describe('the SMS HTTP adapter (a GatewayAPI-style JSON provider)', () => {
  it('posts the message as JSON with the token and answers the provider id and the parts', async () => {
    const sms = createHttpSmsProvider({ url, token: 'tok-123', sender: 'Sightline' });
    const receipt = await sms.send(message);
    expect(receipt).toEqual({ id: '421332671', parts: 1 });
    expect(received).toHaveLength(1);
    const [r] = received;
    expect(r!.method).toBe('POST');
    expect(r!.path).toBe('/rest/mtsms');
    expect(r!.headers['content-type']).toMatch(/^application\/json/);
    expect(r!.headers.authorization).toBe('Token tok-123');
    expect(JSON.parse(r!.body)).toEqual({ sender: 'Storevisit', message: message.text, recipients: [{ msisdn: 46701234567 }] });
  });

  it('sends as the configured sender when the message names the default one, and counts the parts as the templates do', async () => {
    const sms = createHttpSmsProvider({ url, token: 't', sender: 'Acme CX' });
    const receipt = await sms.send({ ...message, sender: '', text: 'ł'.repeat(71) });
    expect(JSON.parse(received[0]!.body)).toMatchObject({ sender: 'Acme CX' });
    expect(receipt.parts).toBe(2);
  });

  it("turns the provider's refusal into a readable failure naming its message, never a crash", async () => {
    answer = { status: 422, body: '{"code":"0x0216","message":"Invalid msisdn: 4670","incident_uuid":"d0d4"}' };
    const sms = createHttpSmsProvider({ url, token: 't', sender: 'Sightline' });
    const failure = await sms.send(message).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SmsRefused);
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as SmsRefused).code).toBe('sms_refused');
    expect((failure as Error).message).toBe('The SMS provider refused the message (422): Invalid msisdn: 4670');
  });

  it('says so readably when the provider answers something that is not its JSON, or no id', async () => {
    const sms = createHttpSmsProvider({ url, token: 't', sender: 'Sightline' });
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    await expect(sms.send(message)).rejects.toThrow('The SMS provider refused the message (502).');
    answer = { status: 200, body: '{"ids":[]}' };
    await expect(sms.send(message)).rejects.toThrow('The SMS provider answered without a message id.');
  });

  it('never sends the token in the failure it reports', async () => {
    answer = { status: 401, body: '{"message":"Bad token"}' };
    const sms = createHttpSmsProvider({ url, token: 'secret-token-xyz', sender: 'Sightline' });
    const failure = (await sms.send(message).catch((e: unknown) => e)) as Error;
    expect(failure.message).toBe('The SMS provider refused the message (401): Bad token');
    expect(JSON.stringify(failure)).not.toContain('secret-token-xyz');
  });

  it('fails readably when the provider cannot be reached or does not answer in time', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(createHttpSmsProvider({ url: `http://127.0.0.1:${port}/`, token: 't', sender: 'S' }).send(message)).rejects.toThrow(
      /^The SMS provider could not be reached/,
    );
    answer = { status: 200, body: '{"ids":[1]}', delayMs: 500 };
    await expect(createHttpSmsProvider({ url, token: 't', sender: 'S', timeoutMs: 100 }).send(message)).rejects.toThrow('The SMS provider did not answer within 0.1 s.');
  });

  it('refuses a number that has no digits to send to before calling the provider', async () => {
    const sms = createHttpSmsProvider({ url, token: 't', sender: 'S' });
    await expect(sms.send({ ...message, to: 'n/a' })).rejects.toThrow('"n/a" is not a phone number.');
    expect(received).toHaveLength(0);
  });
});

describe('which SMS provider the app uses', () => {
  const sink: SmsSink = { send: async () => ({ id: 'sink-1', parts: 1 }), list: async () => [] };

  it('is the embedded sink unless a provider is configured', () => {
    expect(smsProviderFor(undefined, sink)).toBe(sink);
  });

  it('sends through the HTTP provider when one is configured; the dev mailbox still lists what the sink stored', async () => {
    const chosen = smsProviderFor({ url, token: 't', sender: 'Sightline' }, sink);
    expect(await chosen.send(message)).toEqual({ id: '421332671', parts: 1 });
    expect(received).toHaveLength(1);
    expect(chosen.list).toBe(sink.list);
  });
});
