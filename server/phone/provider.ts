/**
 * The boundary to a phone provider (a voice gateway that calls a recipient, reads the campaign's script in a voice and
 * locale, and records the call). Phone campaigns call through this one interface; this deployment has no outside
 * provider, so the app uses the embedded simulator (simulator.ts). An adapter for a real provider implements the same
 * two methods.
 */
import type { PhoneVoice } from './voices';

export interface PhoneCall {
  /** The recipient's number as entered. */
  to: string;
  /** A voice id of `voices()`. */
  voice: string;
  /** One of PHONE_LOCALES. */
  locale: string;
  /** What the voice reads, merge tags already filled in. */
  script: string;
  /** The universe it is made for. */
  universeId: number;
  /** The caller's idempotency key (a campaign row's): a call asked for again under it is not placed twice. */
  reference?: string;
}

export interface PhoneCallResult {
  /** The provider's id for the call. */
  id: string;
  status: 'COMPLETED' | 'NO_ANSWER' | 'FAILED';
  durationSeconds: number;
  /** The call's recording as MPEG audio, or null when there is none. */
  recording: Buffer | null;
}

export interface PhoneProvider {
  voices(): readonly PhoneVoice[];
  call(call: PhoneCall): Promise<PhoneCallResult>;
}
