/**
 * The embedded phone simulator: the PhoneProvider this deployment uses, since no outside voice gateway can be reached.
 * It calls no one; it checks the call as a provider would (voice, locale, number), "completes" it and hands back a
 * recording of real MPEG audio (recording.ts) for the recording store.
 */
import { randomUUID } from 'node:crypto';
import { Invalid } from '../errors';
import type { PhoneProvider } from './provider';
import { readMpegFrames } from './mpeg';
import { toneRecording } from './recording';
import { DEFAULT_VOICES, isPhoneLocale, PHONE_LOCALES } from './voices';

export function createPhoneSimulator(): PhoneProvider {
  return {
    voices: () => DEFAULT_VOICES,
    async call(call) {
      if (!DEFAULT_VOICES.some((v) => v.id === call.voice)) {
        throw new Invalid('unknown_voice', `The voice "${call.voice}" is not one of ${DEFAULT_VOICES.map((v) => v.id).join(', ')}.`);
      }
      if (!isPhoneLocale(call.locale)) throw new Invalid('unknown_locale', `The locale "${call.locale}" is not a phone locale (${PHONE_LOCALES.join(', ')}).`);
      if (!/^\+?[\d\s().-]{4,20}$/.test(call.to.trim()) || !/\d{4}/.test(call.to.replace(/\D/g, ''))) {
        throw new Invalid('invalid_phone_number', `"${call.to}" is not a phone number.`);
      }
      const recording = toneRecording(call.script);
      return { id: `sim-${randomUUID()}`, status: 'COMPLETED', durationSeconds: Math.round(readMpegFrames(recording)!.seconds), recording };
    },
  };
}
