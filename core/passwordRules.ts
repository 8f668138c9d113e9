import { COMMON_PASSWORDS_TEXT } from './commonPasswords.gen';

/**
 * What makes a new password acceptable (password reset), after NIST SP 800-63B-4 section 3.1.1.2:
 * length, not a common password, and no composition rules (they make people pick "Password1!").
 * Shared by the server, which enforces it, and the reset screen, which shows the same problems while
 * the user types.
 */
// NIST SP 800-63B-4 asks 15 characters of a password that is the only factor, as Sightline's is
// (8 only where a second factor follows). Long passphrases are easy to remember and to type.
export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'containsUsername';

let common: Set<string> | null = null;

/**
 * A password from the list of the most common ones, also when padded to length with digits, spaces
 * or punctuation at either end ("qwertyuiop123456"), as guessing tools try first.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu, '');
  return common.has(lower) || common.has(core);
}

export function passwordProblems(password: string, username?: string | null): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (length > PASSWORD_MAX_LENGTH) problems.push('tooLong');
  if (password && isCommonPassword(password)) problems.push('common');
  if (username && username.length >= 3 && password.toLowerCase().includes(username.toLowerCase())) problems.push('containsUsername');
  return problems;
}

/** English sentences for the server's error message; the SPA has its own translated ones. */
export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  tooShort: `use at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `use at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'choose one that is not among the most common passwords',
  containsUsername: 'do not include your username',
};
