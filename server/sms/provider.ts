/**
 * The boundary to an SMS provider (an operator's gateway outside Sightline). Everything that sends an SMS (a
 * template's test SMS, a sample's resent invitation, later the campaigns) goes through this one interface; this
 * deployment has no outside provider, so the app uses the embedded sink (sink.ts), which stores each message for
 * the dev mailbox. An adapter for a real provider implements `send` and is passed to `buildApp` instead.
 */
export interface SmsMessage {
  /** The recipient's number as entered. */
  to: string;
  /** The sender shown on the phone: a number or an alphanumeric name of at most 11 characters. */
  sender: string;
  text: string;
  /** The universe it is sent for: the sink files it there for the dev mailbox; an outside provider ignores it. */
  universeId: number;
  /**
   * The sender's idempotency key (a campaign row's): the same message sent again under it (a retry after a killed
   * process) is delivered once. The sink stores it once; the HTTP adapter passes it as the provider's reference.
   */
  reference?: string;
}

export interface SmsReceipt {
  /** The provider's id for the message. */
  id: string;
  /** The parts the network sends (GSM-7 or UCS-2 rules of core/sms/parts.ts). */
  parts: number;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<SmsReceipt>;
}

/** The sender name used where the caller gives none (a test SMS, a resent invitation). */
export const DEFAULT_SMS_SENDER = 'Sightline';
