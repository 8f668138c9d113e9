import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';

/**
 * What the sample page and the sample editor dialog say above a sample's form: work under way, a sample that can no
 * longer be changed, fields to correct, and a failed call (dismissable).
 */
export function SampleNotices({ busy, readOnly, hasErrors, failure, onDismiss }: { busy: boolean; readOnly: boolean; hasErrors: boolean; failure: string | null; onDismiss(): void }) {
  const intl = useIntl();
  return (
    <>
      {busy && <LinearProgress aria-label={intl.formatMessage({ id: 'sample.working' })} />}
      {readOnly && (
        <Alert severity="info">
          <FormattedMessage id="sample.readOnly" />
        </Alert>
      )}
      {hasErrors && (
        <Alert severity="warning" role="alert">
          <FormattedMessage id="sample.formHasErrors" />
        </Alert>
      )}
      {failure !== null && (
        <Alert severity="error" role="alert" onClose={onDismiss}>
          <FormattedMessage id="sample.failed" values={{ message: failure }} />
        </Alert>
      )}
    </>
  );
}
