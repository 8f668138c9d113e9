import type { ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import { DrillPathError } from '../../core/drillpath/tokens.ts';
import { BadIdError } from './params.ts';

/** The message of each id parameter the routes parse (params.ts); others show the error's own text. */
const BAD_ID_MESSAGES: Record<string, 'sample.badId' | 'alerts.badId' | 'interview.badId'> = { sampleId: 'sample.badId', alertId: 'alerts.badId', interviewId: 'interview.badId' };

function reason(cause: unknown, intl: ReturnType<typeof useIntl>): string {
  const message = cause instanceof Error ? cause.message : String(cause);
  if (cause instanceof DrillPathError) return intl.formatMessage({ id: 'ranking.badPath' }, { message });
  const badId = cause instanceof BadIdError ? BAD_ID_MESSAGES[cause.param] : undefined;
  if (badId) return intl.formatMessage({ id: badId }, { id: (cause as BadIdError).text });
  return message;
}

/**
 * What a route shows when its parameters do not parse (routing/params.ts): the codec's reason, quoting the bad
 * token, instead of a crash or a blank screen. Other errors keep the router's own handling.
 */
export function RouteParamError({ error }: ErrorComponentProps) {
  const intl = useIntl();
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (
    <Alert severity="warning" role="alert" data-testid="route-param-error">
      {reason(cause, intl)}
    </Alert>
  );
}
