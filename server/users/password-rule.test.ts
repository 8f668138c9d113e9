import { describe, expect, it } from 'vitest';
import { mayEditPassword } from './password-rule';

const admin = { identityMode: 'embedded' as const, callerId: 7, isRoot: false };

describe('who may set a password in the user details form', () => {
  it("an administrator: their own and a new account's, never another existing user's", () => {
    expect([mayEditPassword(admin, 7), mayEditPassword(admin, 0), mayEditPassword(admin, 8)]).toEqual([true, true, false]);
  });

  it("root: anybody's", () => {
    expect(mayEditPassword({ ...admin, isRoot: true }, 8)).toBe(true);
  });

  it('nobody while an outside identity provider (Keycloak) keeps the passwords', () => {
    const keycloak = { ...admin, identityMode: 'keycloak' as const };
    expect([mayEditPassword(keycloak, 7), mayEditPassword(keycloak, 0), mayEditPassword({ ...keycloak, isRoot: true }, 8)]).toEqual([false, false, false]);
  });
});
