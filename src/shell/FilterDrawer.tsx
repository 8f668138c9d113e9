import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Identity } from '../auth/types.ts';
import { useRouteDrillPath } from '../drill/useRouteDrillPath.ts';
import { useNavigationState } from '../session/store.tsx';

// The editors (typeahead, virtual list, dialogs) load when the sidebar first opens.
const FilterPanel = lazy(() => import('../drill/filters/FilterPanel.tsx').then((m) => ({ default: m.FilterPanel })));

/**
 * The filter sidebar: a side drawer (spec: width 100, read as the full width of a phone; 400 px beside the content
 * on wider screens). On screens with a drill path it edits that route's filters, so the address always holds the
 * view; elsewhere it lists the session's filters.
 */
export function FilterDrawer({ open, onClose }: { open: boolean; onClose(): void; identity: Identity }) {
  const { nav } = useNavigationState();
  const intl = useIntl();
  const { surveyExtName, drill, setDrillPath } = useRouteDrillPath();
  const tokens = nav.filters ? nav.filters.split(';') : [];
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': intl.formatMessage({ id: 'shell.filters' }), sx: { width: { xs: '100%', sm: 400 } } } }}
    >
      <Box role="region" aria-label={intl.formatMessage({ id: 'shell.filters' })} sx={{ p: 2 }} data-testid="filter-drawer">
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            <FormattedMessage id="shell.filters" />
          </Typography>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            <FormattedMessage id="common.close" />
          </Button>
        </Stack>
        {surveyExtName && drill ? (
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <FilterPanel surveyExtName={surveyExtName} view={nav.view ?? 'default'} drill={drill} onDrillPathChange={setDrillPath} />
          </Suspense>
        ) : (
          <>
            <Typography gutterBottom>
              <FormattedMessage id="filters.noDrillPath" />
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
          </>
        )}
      </Box>
    </Drawer>
  );
}
