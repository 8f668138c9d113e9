/**
 * The head of every drill-down screen (spec 1 sections 2.5 to 2.7): the drill path bar and, below it,
 * the filter bar. Screens own their route; this component only reads the route's `drillPath`
 * parameter and hands back a new one when the user moves in the hierarchy or changes a filter.
 *
 * CONTRACT (issue 6): ranking, sample list and alert list screens render this; the drill/filter work
 * replaces the body. Keep the props stable.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface DrillHeaderProps {
  surveyExtName: string;
  /** The route's `drillPath` parameter: comma-separated segments, then `;`-joined filter tokens (core/drillpath). */
  drillPath: string;
  /** Called with the new `drillPath` parameter; the screen navigates to itself with it (page reset to 1). */
  onDrillPathChange(next: string): void;
  /** Shown at the end of the filter bar, e.g. the alert count. */
  count?: ReactNode;
}

export function DrillHeader({ drillPath, count }: DrillHeaderProps) {
  return (
    <Box component="nav" aria-label="Drill path" sx={{ mb: 2 }} data-testid="drill-header">
      {drillPath}
      {count}
    </Box>
  );
}
