/**
 * API key tokens: `<universe id>.<32 random bytes, base64url>`. The universe id lets the public big-screen call
 * open the right tenant before it knows the key (row-level security); the random part is the secret. Only the
 * SHA-256 of the whole token is stored, so a leaked table reveals no usable key.
 */
import crypto from 'node:crypto';

const SECRET_BYTES = 32;
/** How many characters of the secret the key's extname shows: enough to tell keys apart, far too few to guess the rest. */
const SHOWN = 8;
const TOKEN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

export interface NewToken {
  token: string;
  hash: string;
  extName: string;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newToken(universeId: number): NewToken {
  const secret = crypto.randomBytes(SECRET_BYTES).toString('base64url');
  const token = `${universeId}.${secret}`;
  return { token, hash: hashToken(token), extName: `key-${secret.slice(0, SHOWN)}` };
}

/** The universe a token names, or null for anything that is not a token's shape (the caller answers 404 alike). */
export function universeOfToken(token: string): number | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  return id <= 2147483647 ? id : null;
}
