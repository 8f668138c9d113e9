import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { MessageId } from '../i18n/index.ts';

/**
 * The actions row of a read-only dialog: one button that closes it. The support, background-answers
 * and alert-history dialogs all end this way; a dialog that asks for a choice keeps its own actions.
 */
export function CloseActions({ onClose, messageId = 'common.close' }: { onClose: () => void; messageId?: MessageId }) {
  return (
    <DialogActions>
      <Button onClick={onClose}>
        <FormattedMessage id={messageId} />
      </Button>
    </DialogActions>
  );
}
