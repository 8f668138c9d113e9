/** The voices and locales of phone campaigns (spec 3 section 9): what the wizard offers for PHONE. */
import type { PhoneVoices } from '../../schemas/api/phone-voices.gen';

/** The phone locales, in the spec's order. */
export const PHONE_LOCALES = ['da', 'nl', 'en', 'en-US', 'en-GB', 'fi', 'fr', 'de', 'it', 'es', 'no', 'sv'] as const;
export type PhoneLocale = (typeof PHONE_LOCALES)[number];

export type PhoneVoice = PhoneVoices['voices'][number];

/** The default list of two. */
export const DEFAULT_VOICES: readonly PhoneVoice[] = [
  { id: 'female', name: 'Female' },
  { id: 'male', name: 'Male' },
];

export function isPhoneLocale(value: string): value is PhoneLocale {
  return (PHONE_LOCALES as readonly string[]).includes(value);
}

/** The answer of GET vuejs/mailcampaign/voices/{survey}: the provider's voices and the phone locales. */
export function phoneVoices(provider: { voices(): readonly PhoneVoice[] }): PhoneVoices {
  return { voices: [...provider.voices()], locales: [...PHONE_LOCALES] };
}
