import { FormattedMessage } from 'react-intl';
import Typography from '@mui/material/Typography';

/** The product name at the start of the top bar. */
export function Brand() {
  return (
    <Typography variant="h6" component="p" sx={{ fontWeight: 600, flexShrink: 0, mr: 2 }}>
      <FormattedMessage id="app.title" />
    </Typography>
  );
}
