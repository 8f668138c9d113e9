import type { IntlShape } from 'react-intl';
import { ApiError } from '../api/client.ts';

/** A short, readable description of a failure: never a stack trace or an object dump. */
export function errorMessage(error: unknown, intl: IntlShape): string {
  if (error instanceof ApiError) {
    return error.isNetworkError ? intl.formatMessage({ id: 'errors.network' }) : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  // keycloak-js rejects with plain objects such as {error, error_description}.
  if (error && typeof error === 'object') {
    const { error_description: description, error: code, message } = error as Record<string, unknown>;
    for (const candidate of [description, message, code]) {
      if (typeof candidate === 'string' && candidate) return candidate;
    }
  }
  if (typeof error === 'string' && error) return error;
  return intl.formatMessage({ id: 'errors.unknown' });
}
