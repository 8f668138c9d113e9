import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';

/** Says plainly that an action (create, copy) needs the sample editor of a later release, and that nothing changed. */
export function NotYetDialog({ action, onClose }: { action: string | null; onClose(): void }) {
  return (
    <Dialog open={action !== null} onClose={onClose} aria-labelledby="samplelist-notyet-title" slotProps={{ paper: { sx: { width: 400 } } }}>
      <DialogTitle id="samplelist-notyet-title">
        <FormattedMessage id="samplelist.notYetTitle" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="not-yet-text">
          <FormattedMessage id="samplelist.notYet" values={{ action: action ?? '' }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
