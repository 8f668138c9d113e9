/**
 * Just enough MIME to show a stored message in the dev mailbox: the Subject (RFC 2047 words decoded)
 * and the first text/plain and text/html parts (quoted-printable or base64 decoded). Mail we send is simple
 * (nodemailer, text + html alternative), so a full parser is not needed.
 */

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_m, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const src = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(src[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** The first part (depth first) of the given content type, decoded; null when the mail has none. */
function partOf(part: Part, wanted: RegExp): string | null {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const found = partOf(splitPart(piece.replace(/^\r?\n/, '')), wanted);
      if (found !== null) return found;
    }
    return null;
  }
  return wanted.test(type) ? decodeBody(part).trim() : null;
}

const textOf = (part: Part) => partOf(part, /^text\/plain/i);

export function parseMail(raw: string): { subject: string | null; text: string | null; html: string | null; messageId: string | null } {
  const top = splitPart(raw);
  const subject = top.headers.get('subject');
  return {
    subject: subject === undefined ? null : decodeWords(subject),
    text: textOf(top),
    html: partOf(top, /^text\/html/i),
    messageId: top.headers.get('message-id') ?? null,
  };
}

/** One recipient of a delivery status notification (RFC 3464): what became of the message to it. */
export interface RecipientStatus {
  /** failed, delayed, delivered, relayed or expanded (lower case). */
  action: string;
  /** The RFC 3463 status code, e.g. 5.1.1 (permanent) or 4.4.1 (passing). */
  status: string;
  /** The remote server's words, e.g. `smtp; 550 5.1.1 User unknown`; '' without one. */
  diagnostic: string;
  /** Final-Recipient without its address type, lower case; '' without one. */
  recipient: string;
}

/**
 * The per-recipient fields of a delivery status notification: the message/delivery-status part of a
 * multipart/report, whose field groups are separated by blank lines, the first being about the message.
 * Null when the mail holds no such part.
 */
export function deliveryStatus(raw: string): RecipientStatus[] | null {
  const report = partOf(splitPart(raw), /^message\/delivery-status/i);
  if (report === null) return null;
  const groups = report.split(/\r?\n[ \t]*\r?\n/).slice(1);
  return groups
    .map((group) => splitPart(`${group.trim()}\r\n\r\n`).headers)
    .filter((fields) => fields.has('action') || fields.has('status'))
    .map((fields) => ({
      action: (fields.get('action') ?? '').toLowerCase(),
      status: /\d\.\d{1,3}\.\d{1,3}/.exec(fields.get('status') ?? '')?.[0] ?? '',
      diagnostic: fields.get('diagnostic-code') ?? '',
      recipient: (fields.get('final-recipient') ?? fields.get('original-recipient') ?? '').replace(/^[^;]*;\s*/, '').toLowerCase(),
    }));
}
