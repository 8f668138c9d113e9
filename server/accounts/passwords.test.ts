import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_HASHING, verifyPassword } from './passwords';

// Cheap parameters keep these fast; one test checks the production ones.
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('passwords', () => {
  it('hashes with OWASP’s scrypt parameters (N=2^17, r=8, p=1) and stores them in the hash', async () => {
    expect(PASSWORD_HASHING).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
    // Two hashes at 128 MiB each: a busy machine needs more than the default 5 s.
  }, 30_000);

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse', CHEAP);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
  });

  it('still verifies a hash made with older parameters, and says it should be replaced', async () => {
    const old = await hashPassword('correct horse', { N: 2 ** 15, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, { N: 2 ** 15, r: 8, p: 1 })).toBe(false);
  });

  it('salts: the same password hashes differently', async () => {
    expect(await hashPassword('same', CHEAP)).not.toBe(await hashPassword('same', CHEAP));
  });

  it('refuses when there is no usable stored hash', async () => {
    expect(await verifyPassword('', null, CHEAP)).toBe(false);
    expect(await verifyPassword('x', 'garbage', CHEAP)).toBe(false);
    expect(needsRehash(null)).toBe(false);
  });

  it('refuses a stored hash whose parameters would take absurd memory instead of allocating it', async () => {
    const huge = `scrypt$${2 ** 30}$8$1$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(32).toString('base64url')}`;
    expect(await verifyPassword('x', huge, CHEAP)).toBe(false);
  });
});
