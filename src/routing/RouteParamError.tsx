import type { ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import { DrillPathError } from '../../core/drillpath/tokens.ts';

/**
 * What a route shows when its parameters do not parse (routing/params.ts): the codec's reason, quoting the bad
 * token, instead of a crash or a blank screen. Other errors keep the router's own handling.
 */
export function RouteParamError({ error }: ErrorComponentProps) {
  const intl = useIntl();
  const cause = (error as { cause?: unknown }).cause ?? error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return (
    <Alert severity="warning" role="alert" data-testid="route-param-error">
      {cause instanceof DrillPathError ? intl.formatMessage({ id: 'ranking.badPath' }, { message }) : message}
    </Alert>
  );
}
