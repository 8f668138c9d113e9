import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblems, PASSWORD_MIN_LENGTH } from './passwordRules';

describe('password rules', () => {
  it('asks for length, not for a mix of letters and digits (NIST SP 800-63B-4)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(15);
    expect(passwordProblems('correct horse battery staple', 'ulla')).toEqual([]);
    expect(passwordProblems('827364519203746')).toEqual([]);
    expect(passwordProblems('abc')).toEqual(['tooShort']);
    expect(passwordProblems('fourteen chars')).toEqual(['tooShort']);
    expect(passwordProblems('x'.repeat(201))).toEqual(['tooLong']);
  });

  it('refuses the most common passwords, also padded to length at either end', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Sunshine')).toBe(true);
    expect(passwordProblems('qwertyuiop123456')).toEqual(['common']);
    expect(passwordProblems('!!Password2026!!')).toEqual(['common']);
    expect(passwordProblems('  dragon  123456789')).toEqual(['common']);
    expect(passwordProblems('password')).toEqual(['tooShort', 'common']);
    // A common word inside a longer phrase is fine.
    expect(passwordProblems('my dragon sleeps at noon')).toEqual([]);
  });

  it('refuses a password containing the username, whatever the case', () => {
    expect(passwordProblems('myUlla-password-7', 'ulla')).toEqual(['containsUsername']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('ååååååååååååååå')).toEqual([]);
    expect(passwordProblems('😀'.repeat(14))).toEqual(['tooShort']);
  });
});
