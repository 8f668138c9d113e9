import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_THROTTLE, delaySeconds } from './sign-in-attempts';

describe('sign-in delays', () => {
  const { pair, account, address } = DEFAULT_SIGN_IN_THROTTLE;
  const curve = (c: typeof pair, upTo: number) => Array.from({ length: upTo + 1 }, (_, failures) => delaySeconds(c, failures));

  it('one account from one address: 3 free failures, then 1 s, doubling, up to 15 minutes', () => {
    expect(curve(pair, 14)).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(delaySeconds(pair, 10_000)).toBe(900);
  });

  it('one account from everywhere: 10 free failures, then at most a minute', () => {
    expect(curve(account, 17).slice(9)).toEqual([0, 1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('one address across accounts: 20 free failures, then doubling up to 15 minutes', () => {
    expect(curve(address, 22).slice(19)).toEqual([0, 1, 2, 4]);
  });
});
