import { describe, expect, it } from 'vitest';
import { passwordProblems } from './passwordRules';

describe('password rules', () => {
  it('accepts a long password with letters and digits', () => {
    expect(passwordProblems('correct horse 42', 'ulla')).toEqual([]);
  });
  it('names every problem of a weak password', () => {
    expect(passwordProblems('abc')).toEqual(['tooShort', 'noDigit']);
    expect(passwordProblems('1234567890')).toEqual(['noLetter']);
    expect(passwordProblems('x'.repeat(201) + '1')).toEqual(['tooLong']);
  });
  it('refuses a password containing the username, whatever the case', () => {
    expect(passwordProblems('myUlla-password-7', 'ulla')).toEqual(['containsUsername']);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('ååååååååå1')).toEqual([]);
  });
});
