import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { MessageId } from '../i18n/index.ts';

/** The back office's snackbars after a save (spec 3 section 8: 'Universe saved', 'Metainterview saved'). */
export function SavedNotice({ message, open, onClose }: { message: MessageId; open: boolean; onClose(): void }) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={5000}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={onClose} data-testid="saved-notice">
        <FormattedMessage id={message} />
      </Alert>
    </Snackbar>
  );
}
