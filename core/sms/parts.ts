/**
 * How many SMS parts a text needs, by the rules of the GSM network (3GPP TS 23.038 and 23.040), shared by the SMS
 * template screen's live counter and the server's template validation.
 *
 * A text of GSM-7 characters only is sent in 7-bit units: 160 in a single part; a longer text is split into parts
 * of 153, since each part carries a 7-unit header that reassembles them. The characters of the extension table
 * take an escape unit plus their own, so count twice, and a part never ends between the two. One character outside
 * GSM-7 sends the whole text as UCS-2 (UTF-16): 70 units in a single part, 67 in each part of a longer one; a
 * character beyond the BMP (an emoji) takes two units and is never split either.
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** 7-bit units (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** Parts the network sends; 0 for an empty text. */
  parts: number;
  /** Units one part holds at this length: 160 or 153, 70 or 67. */
  perPart: number;
  /** Units left in the last part before another part is needed. */
  remaining: number;
}

/** The most parts a template may need: longer texts are refused (many phones and gateways stop reassembling). */
export const MAX_SMS_PARTS = 10;

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';
const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

const LIMITS: Record<SmsEncoding, { single: number; multi: number }> = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
};

/** The encoding a text is sent in: GSM-7 when every character is in its basic or extension table. */
export function smsEncoding(text: string): SmsEncoding {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENSION.has(ch)) return 'UCS-2';
  return 'GSM-7';
}

/** Units of each character (by code point), in the text's encoding. */
function costs(text: string, encoding: SmsEncoding): number[] {
  return Array.from(text, (ch) => (encoding === 'GSM-7' ? (EXTENSION.has(ch) ? 2 : 1) : ch.length));
}

export function smsParts(text: string): SmsParts {
  const encoding = smsEncoding(text);
  const units = costs(text, encoding);
  const total = units.reduce((sum, n) => sum + n, 0);
  const { single, multi } = LIMITS[encoding];
  if (total <= single) return { encoding, units: total, parts: total === 0 ? 0 : 1, perPart: single, remaining: single - total };
  // Packed part by part, so a two-unit character that does not fit opens the next part.
  let parts = 1;
  let used = 0;
  for (const n of units) {
    if (used + n > multi) {
      parts += 1;
      used = 0;
    }
    used += n;
  }
  return { encoding, units: total, parts, perPart: multi, remaining: multi - used };
}
