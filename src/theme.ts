import { createTheme } from '@mui/material/styles';

/**
 * The spec's dialog layer: the sample editor and the confirm dialog sit at z-index 200 (spec 2 sections 2 and 9,
 * spec 1 section 9). MUI's layers are rescaled around it in their own order, so the app bar and the drawers stay
 * under every dialog and snackbars and tooltips above; a dialog opened from inside another (a confirmation asked
 * by the sample editor) shares the layer and stacks above it by coming later in the document.
 */
export const DIALOG_Z_INDEX = 200;

/**
 * Sightline's MUI theme. Primary #0000c8 gives white text a contrast of about 11:1 (WCAG AA needs 4.5:1). Warning
 * #b45309 is text on white too (outlined chips such as a processing alert's state): 5:1, where MUI's orange has 3.1:1.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0000c8' },
    warning: { main: '#b45309' },
  },
  zIndex: { mobileStepper: 100, fab: 105, speedDial: 105, appBar: 110, drawer: 120, modal: DIALOG_Z_INDEX, snackbar: 300, tooltip: 400 },
});
