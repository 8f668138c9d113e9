/**
 * What makes a new password acceptable (password reset). Shared by the server, which enforces it, and
 * the reset screen, which shows the same problems while the user types.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'noLetter' | 'noDigit' | 'containsUsername';

export function passwordProblems(password: string, username?: string | null): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if ([...password].length > PASSWORD_MAX_LENGTH) problems.push('tooLong');
  if (!/\p{L}/u.test(password)) problems.push('noLetter');
  if (!/\p{N}/u.test(password)) problems.push('noDigit');
  if (username && username.length >= 3 && password.toLowerCase().includes(username.toLowerCase())) problems.push('containsUsername');
  return problems;
}

/** English sentences for the server's error message; the SPA has its own translated ones. */
export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  tooShort: `use at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `use at most ${PASSWORD_MAX_LENGTH} characters`,
  noLetter: 'include a letter',
  noDigit: 'include a digit',
  containsUsername: 'do not include your username',
};
