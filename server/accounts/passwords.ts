import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. Each hash needs 128 MiB and
 * about 0.3 s of CPU, which makes guessing on GPUs expensive. The parameters are stored in every hash,
 * so hashes made with older ones still verify and are replaced at the next sign-in (`needsRehash`).
 */
export const PASSWORD_HASHING: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LEN = 32;
const SALT_LEN = 16;
// A stored hash decides how much memory its check takes: refuse absurd parameters rather than allocate them.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 4;

// Node refuses scrypt when 128·N·r exceeds `maxmem` (32 MiB by default); leave it room for the rest.
const maxmem = ({ N, r, p }: ScryptParams) => 2 * 128 * N * r * p;

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string | null | undefined): ParsedHash | null {
  const m = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored ?? '');
  if (!m) return null;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || r < 1 || r > MAX_R || p < 1 || p > MAX_P) return null;
  return { params: { N, r, p }, salt: Buffer.from(m[4]!, 'base64url'), key: Buffer.from(m[5]!, 'base64url') };
}

export async function hashPassword(password: string, params: ScryptParams = PASSWORD_HASHING): Promise<string> {
  const salt = crypto.randomBytes(SALT_LEN);
  const key = await scrypt(password, salt, KEY_LEN, { ...params, maxmem: maxmem(params) });
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * Whether `password` matches the stored hash. Without a usable hash (unknown user, SSO-only account)
 * the same work is done at `params`, so a miss costs the same time as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null | undefined, params: ScryptParams = PASSWORD_HASHING): Promise<boolean> {
  const parsed = parse(stored);
  const used = parsed ?? { params, salt: Buffer.alloc(SALT_LEN), key: Buffer.alloc(KEY_LEN) };
  const actual = await scrypt(password, used.salt, used.key.length, { ...used.params, maxmem: maxmem(used.params) });
  return parsed !== null && crypto.timingSafeEqual(actual, used.key);
}

/** True when a stored hash was made with other parameters than `params`, so a sign-in should replace it. */
export function needsRehash(stored: string | null | undefined, params: ScryptParams = PASSWORD_HASHING): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.params;
  return N !== params.N || r !== params.r || p !== params.p || parsed.key.length !== KEY_LEN;
}
