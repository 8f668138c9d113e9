import type { IntlShape } from 'react-intl';
import { ApiError } from '../../api/client.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';

/** Each server refusal in the user's language by its code; the server's own text for anything else. */
const BY_CODE: Record<string, MessageId> = {
  unknown_user: 'password.unknownUser',
  account_disabled: 'password.accountDisabled',
  no_email: 'password.noEmail',
  too_many_resets: 'password.tooManyResets',
  reset_token_invalid: 'password.tokenInvalid',
  reset_token_used: 'password.tokenUsed',
  reset_token_expired: 'password.tokenExpired',
};

export function passwordError(error: unknown, intl: IntlShape, values: Record<string, string> = {}): string {
  if (error instanceof ApiError && BY_CODE[error.error]) return intl.formatMessage({ id: BY_CODE[error.error]! }, values);
  return errorMessage(error, intl);
}
