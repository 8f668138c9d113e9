import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { readMpegFrames } from './mpeg';
import { createPhoneSimulator } from './simulator';
import { DEFAULT_VOICES, PHONE_LOCALES, phoneVoices } from './voices';

const call = { to: '+46 70 123 45 67', voice: 'female', locale: 'sv', script: 'Hej! Hur var ditt besök i butiken?', universeId: 1 };

describe('phone voices and locales (spec 3 section 9)', () => {
  it('offers the default list of two voices and the twelve phone locales', () => {
    expect(DEFAULT_VOICES).toHaveLength(2);
    expect(PHONE_LOCALES).toEqual(['da', 'nl', 'en', 'en-US', 'en-GB', 'fi', 'fr', 'de', 'it', 'es', 'no', 'sv']);
    expect(phoneVoices(createPhoneSimulator())).toEqual({ voices: DEFAULT_VOICES, locales: [...PHONE_LOCALES] });
  });
});

describe('the embedded phone simulator', () => {
  it('completes a call and hands back its recording as MPEG audio', async () => {
    const phone = createPhoneSimulator();
    const result = await phone.call(call);
    expect(result.status).toBe('COMPLETED');
    expect(result.id).toMatch(/^sim-/);
    const mpeg = readMpegFrames(result.recording);
    expect(mpeg).not.toBeNull();
    expect(result.durationSeconds).toBe(Math.round(mpeg!.seconds));
    expect((await phone.call(call)).id).not.toBe(result.id);
  });

  it('refuses a voice, a locale or a number it cannot call, readably', async () => {
    const phone = createPhoneSimulator();
    for (const [over, message] of [
      [{ voice: 'robot' }, 'The voice "robot" is not one of female, male.'],
      [{ locale: 'pt' }, 'The locale "pt" is not a phone locale (da, nl, en, en-US, en-GB, fi, fr, de, it, es, no, sv).'],
      [{ to: 'call me' }, '"call me" is not a phone number.'],
    ] as const) {
      const failure = await phone.call({ ...call, ...over }).catch((e: unknown) => e);
      expect(failure, message).toBeInstanceOf(DomainError);
      expect((failure as Error).message).toBe(message);
    }
  });
});
