/**
 * The head of every drill-down screen (spec 1 sections 2.5 to 2.7): the drill path bar and, below it,
 * the filter bar. Screens own their route; this component only reads the route's parsed `drillPath`
 * and hands back a new one when the user moves in the hierarchy or changes a filter.
 *
 * CONTRACT (issue 6): ranking, sample list and alert list screens render this. Keep the props stable.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPath, formatRoute, parsePath, parseRoute, type DrillRoute } from '../../core/drillpath/tokens';
import { useSession } from '../auth/context.ts';
import { errorMessage } from '../shell/errorMessage.ts';
import { DrillSearch } from './DrillSearch.tsx';
import { FilterBar } from './FilterBar.tsx';
import { segmentedPathQuery } from '../api/drill.ts';
import { SegmentMenu } from './SegmentMenu.tsx';

export interface DrillHeaderProps {
  surveyExtName: string;
  /** The route's drill path, parsed at the route (src/routing/params.ts). */
  drill: DrillRoute;
  /** Called with the new drill path; the screen navigates to itself with it (page reset to 1). */
  onDrillPathChange(next: DrillRoute): void;
  /** Shown at the end of the filter bar, e.g. the alert count. */
  count?: ReactNode;
}

export function DrillHeader({ surveyExtName, drill: route, onDrillPathChange, count }: DrillHeaderProps) {
  const { api } = useSession();
  const intl = useIntl();
  const drillPath = formatRoute(route);
  const answer = useQuery(segmentedPathQuery(api, surveyExtName, drillPath));
  const segments = answer.data?.segments ?? [];
  // A segment's link is a whole drill path from the server's answer (not the address).
  const goToSegment = (path: string) => {
    try {
      onDrillPathChange(parseRoute(path));
    } catch {
      // the server only links valid paths
    }
  };
  // A suggestion is a unit path; the filters in force go with it.
  const goToUnit = (unitPath: string) => {
    try {
      onDrillPathChange({ path: parsePath(unitPath), filters: route.filters });
    } catch {
      // the server only suggests valid paths
    }
  };
  return (
    <Box component="nav" aria-label={intl.formatMessage({ id: 'drill.nav' })} sx={{ mb: 2 }} data-testid="drill-header">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Box component="ol" aria-label={intl.formatMessage({ id: 'drill.path' })} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
          {answer.isPending && (
            <li>
              <Skeleton variant="text" width={200} role="status" aria-label={intl.formatMessage({ id: 'drill.loading' })} />
            </li>
          )}
          {segments.map((s, i) => (
            <Box component="li" key={s.path} sx={{ display: 'flex', alignItems: 'center' }} aria-current={i === segments.length - 1 ? 'location' : undefined}>
              {i > 0 && (
                <Box component="span" aria-hidden sx={{ mx: 0.5, color: 'text.secondary' }}>
                  /
                </Box>
              )}
              {/* Moving up keeps at least two segments: the root is never a target once below it. */}
              <SegmentMenu segment={s} next={segments[i + 1]?.path} canMoveUp={i >= 1 && i < segments.length - 1} onGo={goToSegment} />
            </Box>
          ))}
        </Box>
        {answer.data && (
          <Typography variant="body2" color="text.secondary" data-testid="drill-counts" aria-live="polite">
            <FormattedMessage id="drill.counts" values={{ interviews: answer.data.nInterviews, alerts: answer.data.nOpenAlerts }} />
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <DrillSearch key={drillPath} surveyExtName={surveyExtName} path={formatPath(route.path)} onGo={goToUnit} />
      </Stack>
      {answer.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {errorMessage(answer.error, intl)}
        </Alert>
      )}
      <FilterBar surveyExtName={surveyExtName} route={route} onDrillPathChange={onDrillPathChange} count={count} />
    </Box>
  );
}
