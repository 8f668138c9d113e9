import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** 'Changes saved' after a template save (spec 3 section 9). */
export function SavedSnackbar({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Snackbar open={open} autoHideDuration={5000} onClose={(_e, reason) => reason !== 'clickaway' && onClose()} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="success" variant="filled" onClose={onClose} data-testid="template-saved">
        <FormattedMessage id="template.saved" />
      </Alert>
    </Snackbar>
  );
}
