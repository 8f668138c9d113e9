import { useState } from 'react';
import Snackbar from '@mui/material/Snackbar';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** A sentence (already in the user's words) the next screen shows in a snackbar, e.g. the wizard's '{name} is now running'. */
    notice?: string;
  }
}

/** The snackbar of a screen that hands a notice to the one it opens (through the history entry's state). Its own chunk. */
export default function RouteNotice({ text }: { text: string }) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      open={open}
      autoHideDuration={8000}
      onClose={(_e, reason) => reason !== 'clickaway' && setOpen(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={<span data-testid="route-notice">{text}</span>}
    />
  );
}
