import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  detail?: ReactNode;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The spec's confirm dialog (spec 2, Sample editor): OK and Cancel, Esc cancels, width 400. Its z-index 200 is on the
 * old app's scale; MUI's modal layer already sits above the app bar, so it keeps its own.
 */
export function ConfirmDialog({ open, title, text, detail, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} slotProps={{ paper: { sx: { width: 400 } } }} aria-labelledby="samplelist-confirm-title">
      <DialogTitle id="samplelist-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="confirm-text">{text}</DialogContentText>
        {detail && <DialogContentText sx={{ mt: 1 }}>{detail}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy} autoFocus>
          <FormattedMessage id="samplelist.ok" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
