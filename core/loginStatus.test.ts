import { describe, expect, it } from 'vitest';
import identitySchema from '../schemas/api/user-identity.schema.json';
import { isLoginStatus, LOGIN_STATUS, LOGIN_STATUSES } from './loginStatus';

describe('login statuses', () => {
  it('name exactly the numbers the identity schema allows on the wire', () => {
    expect([...LOGIN_STATUSES].sort()).toEqual([...identitySchema.$defs.loginStatus.enum].sort());
  });

  it('keep the numbers the spec gives them', () => {
    expect(LOGIN_STATUS).toEqual({ signedIn: 0, unknownUser: 1, chooseUniverse: 5, chooseUniverseByIndicators: 6, actAs: 7, loading: 8, notConfigured: 9 });
  });

  it('tell a status from any other answer', () => {
    expect(isLoginStatus(8)).toBe(true);
    expect([2, 3, 4, 10, '0', null, undefined].some(isLoginStatus)).toBe(false);
  });
});
