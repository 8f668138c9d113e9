import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** OK and Cancel, Esc cancels; width 400 and z-index 200 (spec 1 section 9). */
export function ConfirmDialog(props: { open: boolean; title: string; text: string; ok: string; cancel: string; onOk(): void; onCancel(): void }) {
  const id = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      sx={{ zIndex: 200 }}
      slotProps={{ paper: { sx: { width: 400 } } }}
    >
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus>
          {props.cancel}
        </Button>
        <Button onClick={props.onOk} color="error" variant="contained">
          {props.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
