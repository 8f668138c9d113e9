import { createTheme } from '@mui/material/styles';

/**
 * Sightline's MUI theme. Primary #0000c8 gives white text a contrast of about 11:1 (WCAG AA needs 4.5:1). Warning
 * #b45309 is text on white too (outlined chips such as a processing alert's state): 5:1, where MUI's orange has 3.1:1.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0000c8' },
    warning: { main: '#b45309' },
  },
});
