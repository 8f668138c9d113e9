import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Identity } from '../auth/types.ts';
import { useNavigationState } from '../session/store.tsx';

/**
 * The filter sidebar: a side drawer (spec: width 100, read as the full width of a phone; 360 px beside
 * the content on wider screens). It lists the filter tokens in force; the filter editors come with the
 * filter issue.
 */
export function FilterDrawer({ open, onClose }: { open: boolean; onClose(): void; identity: Identity }) {
  const { nav } = useNavigationState();
  const intl = useIntl();
  const tokens = nav.filters ? nav.filters.split(';') : [];
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': intl.formatMessage({ id: 'shell.filters' }), sx: { width: { xs: '100%', sm: 360 } } } }}>
      <Box role="region" aria-label={intl.formatMessage({ id: 'shell.filters' })} sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="shell.filters" />
        </Typography>
        {tokens.length === 0 ? (
          <Typography>
            <FormattedMessage id="filters.none" />
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="filter-tokens">
            {tokens.map((t) => (
              <Chip key={t} label={t} />
            ))}
          </Stack>
        )}
        <Button sx={{ mt: 2 }} onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </Box>
    </Drawer>
  );
}
