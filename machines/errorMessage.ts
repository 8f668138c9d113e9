/** The words of a failed actor's error, for a machine's context: its message, a thrown string, or the fallback. */
export function messageOf(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
