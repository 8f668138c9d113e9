import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_Z_INDEX } from '../theme.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  detail?: ReactNode;
  /** The confirming button; OK when not given. */
  confirmLabel?: ReactNode;
  /** The button that keeps things as they are; Cancel when not given. */
  cancelLabel?: ReactNode;
  /** While the confirmed work runs: both buttons wait and Esc does not close. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The spec's confirm dialog (spec 1 section 9, spec 2 Sample editor): OK and Cancel, Esc cancels, width 400, z-index
 * 200. The focus starts on Cancel, so a stray Enter never destroys anything. Asked from inside another dialog (the
 * sample editor, the action edit dialog) it shares that dialog's layer and is opened later, so it lies on top.
 */
export function ConfirmDialog({ open, title, text, detail, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} sx={{ zIndex: DIALOG_Z_INDEX }} slotProps={{ paper: { sx: { width: 400 } } }}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} data-testid="confirm-text">
          {text}
        </DialogContentText>
        {detail && <DialogContentText sx={{ mt: 1 }}>{detail}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel ?? <FormattedMessage id="common.cancel" />}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {confirmLabel ?? <FormattedMessage id="common.ok" />}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
