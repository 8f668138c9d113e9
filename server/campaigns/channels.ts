/**
 * The sending engine's channels other than e-mail (issue 18 item 2): one tracking row's SMS, call or letter, made
 * under the row's idempotency key, so the same row tried again after a killed process is delivered once (the SMS
 * sink and the phone simulator keep the key; a letter is kept per row). Each answers what the row becomes:
 * SENT, FAILED with the reason (a refusal that will not change), or PENDING to be tried again (a passing failure).
 */
import { fillMergeTags } from '../../core/templates/mergeTags';
import { MAX_SMS_PARTS, smsParts } from '../../core/sms/parts';
import type { Db } from '../db/pool';
import { Invalid } from '../errors';
import { convertToPdf, LetterConversionFailed, type LetterLimits } from '../letters/convert';
import { fillLetter } from '../letters/fill';
import { placeCall } from '../phone/recordings';
import type { PhoneProvider } from '../phone/provider';
import { SmsRefused } from '../sms/http-provider';
import { DEFAULT_SMS_SENDER, type SmsProvider } from '../sms/provider';
import { mailText } from '../templates/sanitise';

export interface OtherChannels {
  sms?: SmsProvider;
  phone?: PhoneProvider;
  letters?: Pick<LetterLimits, 'sofficePath' | 'renderTimeoutMs'>;
}

export type Delivery = { status: 'SENT'; error?: undefined } | { status: 'FAILED' | 'PENDING'; error: string };

/** What the engine knows of the row it claimed, for these channels. */
export interface ChannelRow {
  id: number;
  recipient: string;
  values: Record<string, string>;
  /** The template's text (SMS, call script); the call falls back to the mail's text. */
  contents: string;
  html: string;
  letterFile: string | null;
  fromEmail: string;
  fromName: string;
  voice: string | null;
  locale: string | null;
}

/** What a phone campaign without a script of its own says. */
const DEFAULT_SCRIPT = 'Hello {{contact.name}}. We would like to hear how your visit went. Thank you.';

const failed = (error: unknown): Delivery => ({
  status: 'FAILED',
  error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
});
const retry = (error: unknown): Delivery => ({
  status: 'PENDING',
  error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
});

/** A provider's answer that says the message will never go (bad number, refused by the gateway) rather than "not now". */
function isRefusal(err: unknown): boolean {
  if (err instanceof SmsRefused) return err.providerStatus !== undefined && err.providerStatus >= 400 && err.providerStatus < 500;
  return err instanceof Invalid;
}

export function smsText(row: ChannelRow): string {
  return fillMergeTags(row.contents, row.values).trim();
}

export async function deliverSms(sms: SmsProvider | undefined, universeId: number, row: ChannelRow, reference: string): Promise<Delivery> {
  if (!sms) return retry('This server has no SMS provider.');
  const text = smsText(row);
  if (!text) return failed('The SMS template is empty.');
  const parts = smsParts(text).parts;
  if (parts > MAX_SMS_PARTS) return failed(`The message needs ${parts} SMS parts; at most ${MAX_SMS_PARTS} are sent.`);
  try {
    await sms.send({
      to: row.recipient,
      sender: row.fromEmail.trim() || row.fromName.trim() || DEFAULT_SMS_SENDER,
      text,
      universeId,
      reference,
    });
    return { status: 'SENT' };
  } catch (err) {
    return isRefusal(err) ? failed(err) : retry(err);
  }
}

export function callScript(row: ChannelRow): string {
  const script = row.contents.trim() || (row.html.trim() ? mailText(row.html) : '') || DEFAULT_SCRIPT;
  return fillMergeTags(script, row.values).trim();
}

export async function deliverCall(db: Db, phone: PhoneProvider | undefined, universeId: number, row: ChannelRow, reference: string): Promise<Delivery> {
  if (!phone) return retry('This server has no phone provider.');
  try {
    const result = await placeCall(db, phone, {
      universeId,
      trackingId: row.id,
      call: {
        to: row.recipient,
        voice: row.voice ?? '',
        locale: row.locale ?? '',
        script: callScript(row),
        reference,
      },
    });
    if (result.status === 'COMPLETED') return { status: 'SENT' };
    return failed(result.status === 'NO_ANSWER' ? 'The call was not answered.' : 'The call failed.');
  } catch (err) {
    return isRefusal(err) ? failed(err) : retry(err);
  }
}

/** The row's letter as a PDF, kept for the downloads; a row made again (after a kill) replaces its own PDF. */
export async function deliverLetter(db: Db, limits: OtherChannels['letters'], universeId: number, row: ChannelRow): Promise<Delivery> {
  if (!limits) return retry('This server cannot make letters.');
  if (!row.letterFile) return failed('The letter template has no document (.fodt).');
  let pdf: Buffer;
  try {
    pdf = await convertToPdf(fillLetter(row.letterFile, row.values), limits);
  } catch (err) {
    // A letter LibreOffice could not convert fails the same way again; a missing LibreOffice may be there later.
    return err instanceof LetterConversionFailed && !err.timedOut ? failed(err) : retry(err);
  }
  await db.withTenant({ universeId }, (c) =>
    c.query(
      `insert into campaign_letter (universe_id, tracking_id, pdf) values ($1, $2, $3)
       on conflict (universe_id, tracking_id) do update set pdf = excluded.pdf, created_at = now(), downloaded_at = null`,
      [universeId, row.id, pdf],
    ),
  );
  return { status: 'SENT' };
}
