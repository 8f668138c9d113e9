import { FormattedMessage } from 'react-intl';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/** The product name at the start of the top bar (`sx` lets a phone's crowded bar leave it out). */
export function Brand({ sx }: { sx?: SxProps<Theme> } = {}) {
  return (
    <Typography variant="h6" component="p" sx={[{ fontWeight: 600, flexShrink: 0, mr: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <FormattedMessage id="app.title" />
    </Typography>
  );
}
