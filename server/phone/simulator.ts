/**
 * The embedded phone simulator: the PhoneProvider this deployment uses, since no outside voice gateway can be reached.
 * It calls no one; it checks the call as a provider would (voice, locale, number), "completes" it and hands back a
 * recording of real MPEG audio (recording.ts) for the recording store. Given the database, it keeps each call made
 * under an idempotency key in `phone_call` (as a gateway would, outliving our process) and answers a call asked for
 * again under that key with the call already made, so a campaign row retried after a kill is not called twice.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/pool';
import { Invalid } from '../errors';
import type { PhoneCall, PhoneProvider } from './provider';
import { readMpegFrames } from './mpeg';
import { toneRecording } from './recording';
import { DEFAULT_VOICES, isPhoneLocale, PHONE_LOCALES } from './voices';

function checkCall(call: PhoneCall): void {
  if (!DEFAULT_VOICES.some((v) => v.id === call.voice)) {
    throw new Invalid('unknown_voice', `The voice "${call.voice}" is not one of ${DEFAULT_VOICES.map((v) => v.id).join(', ')}.`);
  }
  if (!isPhoneLocale(call.locale)) throw new Invalid('unknown_locale', `The locale "${call.locale}" is not a phone locale (${PHONE_LOCALES.join(', ')}).`);
  if (!/^\+?[\d\s().-]{4,20}$/.test(call.to.trim()) || !/\d{4}/.test(call.to.replace(/\D/g, ''))) {
    throw new Invalid('invalid_phone_number', `"${call.to}" is not a phone number.`);
  }
}

/** The call made earlier under the call's key, or this one kept as made; answers the call's id and script. */
async function keepCall(db: Db, call: PhoneCall, reference: string, callId: string, seconds: number): Promise<{ callId: string; script: string }> {
  return db.withTenant({ universeId: call.universeId }, async (c) => {
    const { rows } = await c.query<{ callId: string; script: string }>(
      `insert into phone_call (universe_id, reference, call_id, recipient, voice, locale, script, duration_seconds) values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (universe_id, reference) do update set reference = excluded.reference returning call_id as "callId", script`,
      [call.universeId, reference, callId, call.to, call.voice, call.locale, call.script, seconds],
    );
    return rows[0]!;
  });
}

export function createPhoneSimulator(db?: Db): PhoneProvider {
  return {
    voices: () => DEFAULT_VOICES,
    async call(call) {
      checkCall(call);
      const recording = toneRecording(call.script);
      const seconds = Math.round(readMpegFrames(recording)!.seconds);
      if (!db || !call.reference) return { id: `sim-${randomUUID()}`, status: 'COMPLETED', durationSeconds: seconds, recording };
      const made = await keepCall(db, call, call.reference, `sim-${randomUUID()}`, seconds);
      // The recording is of the call that was made, with the script it was made with.
      const heard = made.script === call.script ? recording : toneRecording(made.script);
      return { id: made.callId, status: 'COMPLETED', durationSeconds: Math.round(readMpegFrames(heard)!.seconds), recording: heard };
    },
  };
}
