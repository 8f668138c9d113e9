/**
 * Phone campaigns' provider side (issue 18): the voices call of spec 3 section 7 with the phone locales of section 9,
 * and the recording store the simulator's completed calls go to, one recording per tracking row, kept per universe.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { readMpegFrames } from '../../server/phone/mpeg';
import type { PhoneProvider } from '../../server/phone/provider';
import { placeCall, readCallRecording, storeCallRecording } from '../../server/phone/recordings';
import { createPhoneSimulator } from '../../server/phone/simulator';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { PhoneVoices } from '../../schemas/api/phone-voices.gen';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let demo: number;
let b2b: number;

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
const voices = (token: string | null, survey = 'storevisit') =>
  app.inject({ method: 'GET', url: `/rest/vuejs/mailcampaign/voices/${survey}`, headers: token ? { authorization: token } : {} });
const call = { to: '+46 70 123 45 67', voice: 'male', locale: 'sv', script: 'Hej Alex! Hur var ditt besök i butiken i Luleå?' };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl) });
  admin = await signInToken(app, { username: 'admin', password: 'sightline-admin' });
  const ids = await owner<{ name: string; id: number }>(`select name, id from universe where name in ('demo', 'b2b')`);
  demo = ids.find((u) => u.name === 'demo')!.id;
  b2b = ids.find((u) => u.name === 'b2b')!.id;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET vuejs/mailcampaign/voices/{survey}', () => {
  it("answers the provider's two voices and the twelve phone locales", async () => {
    const res = await voices(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PhoneVoices>()).toEqual({
      voices: [
        { id: 'female', name: 'Female' },
        { id: 'male', name: 'Male' },
      ],
      locales: ['da', 'nl', 'en', 'en-US', 'en-GB', 'fi', 'fr', 'de', 'it', 'es', 'no', 'sv'],
    });
  });

  it('is refused without a session and for a survey that does not exist', async () => {
    expect((await voices(null)).statusCode).toBe(401);
    expect((await voices(admin, 'nosuchsurvey')).statusCode).toBe(404);
  });
});

describe('the call recording store', () => {
  it("keeps the simulator's completed call as MPEG audio under its tracking row, and reads it back", async () => {
    const result = await placeCall(database.db, createPhoneSimulator(), { universeId: demo, trackingId: 9001, call });
    expect(result.status).toBe('COMPLETED');
    const stored = await database.db.withTenant({ universeId: demo }, (c) => readCallRecording(c, 9001));
    expect(stored).toMatchObject({ contentType: 'audio/mpeg', callId: result.id, durationSeconds: result.durationSeconds });
    expect(stored!.audio.equals(result.recording!)).toBe(true);
    expect(readMpegFrames(stored!.audio)).toMatchObject({ version: 'MPEG-1', layer: 3 });
  });

  it('keeps one recording per tracking row: a second call replaces it', async () => {
    const again = await placeCall(database.db, createPhoneSimulator(), { universeId: demo, trackingId: 9001, call: { ...call, script: 'Hej' } });
    const stored = await database.db.withTenant({ universeId: demo }, (c) => readCallRecording(c, 9001));
    expect(stored!.callId).toBe(again.id);
    expect(await owner(`select count(*)::int as n from call_recording where tracking_id = 9001`)).toEqual([{ n: 1 }]);
  });

  it('never shows a recording to another universe, and answers null for a row without one', async () => {
    expect(await database.db.withTenant({ universeId: b2b }, (c) => readCallRecording(c, 9001))).toBeNull();
    expect(await database.db.withTenant({ universeId: demo }, (c) => readCallRecording(c, 424242))).toBeNull();
  });

  it('refuses to store what is not MPEG audio, readably, and stores nothing', async () => {
    const store = (audio: Buffer) =>
      database.db.withTenant({ universeId: demo }, (c) => storeCallRecording(c, demo, { trackingId: 9002, callId: 'x', durationSeconds: 1, audio }));
    await expect(store(Buffer.from('RIFF....WAVEfmt '))).rejects.toThrow('A call recording must be MPEG audio (Layer III frames).');
    expect(await owner(`select count(*)::int as n from call_recording where tracking_id = 9002`)).toEqual([{ n: 0 }]);
  });

  it('stores nothing for a call the provider could not complete', async () => {
    const unanswered: PhoneProvider = { voices: () => [], call: async () => ({ id: 'p-1', status: 'NO_ANSWER', durationSeconds: 0, recording: null }) };
    expect((await placeCall(database.db, unanswered, { universeId: demo, trackingId: 9003, call })).status).toBe('NO_ANSWER');
    expect(await owner(`select count(*)::int as n from call_recording where tracking_id = 9003`)).toEqual([{ n: 0 }]);
  });
});
