import { VISUALLY_HIDDEN } from '../../src/ui/visuallyHidden.ts';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VariableTile } from '../../schemas/api/variable-block.gen.ts';
import { useEngine } from '../../engine/index.tsx';
import { changeColour } from '../shared/changeColour.ts';
import { targetFrom } from '../../core/metrics/variables.ts';
import { GoalDot } from '../../src/ui/GoalBand.tsx';
import { GOAL_COLOURS } from '../../src/ui/goalColours.ts';
import { arrowOf, progressPercent } from './progress.ts';

const ARROW = { up: '▲', down: '▼', same: '–' } as const;
/** The shortcut target that is the alert list (spec 1 section 2.1's route name); the server sets alertMode only for it. */
const ALERTS_SCREEN = 'alerts';

/** Read by screen readers, not shown. */

/** The tile's value elsewhere: the previous period, the level above, the whole organisation; each label beside its value. */
function Comparisons({ tile }: { tile: VariableTile }) {
  const intl = useIntl();
  const rows = [
    ...(tile.previousPeriod ? [[intl.formatMessage({ id: 'widget.variableBlock.previousPeriod' }, { period: tile.previousPeriod }), tile.formattedTrendValue ?? '']] : []),
    ...(tile.parent ? [[intl.formatMessage({ id: 'widget.variableBlock.parentUnit' }, { unit: tile.parent.name }), tile.parent.formattedValue]] : []),
    ...(tile.organisation ? [[intl.formatMessage({ id: 'widget.variableBlock.organisation' }, { unit: tile.organisation.name }), tile.organisation.formattedValue]] : []),
  ];
  if (!rows.length) return null;
  return (
    <Box component="dl" sx={{ m: 0, mt: 0.5, typography: 'caption', color: 'text.secondary' }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Box component="dt">{label}</Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** One KPI tile; a button that opens its chart when the block has charts. */
export function Tile({ tile, main, expanded, onToggle, controls }: { tile: VariableTile; main: boolean; expanded?: boolean; onToggle?: () => void; controls?: string }) {
  const intl = useIntl();
  const { openPage } = useEngine();
  const percent = tile.hideProgressBar ? null : progressPercent(tile.value, tile.minValue, tile.maxValue);
  // The band the server decided (core/metrics/variables.ts targetOf), so the tile agrees with ranking and results.
  const band = targetFrom(tile.target);
  const arrow = arrowOf(tile.diffArrow);
  const alertMode = tile.alertMode === true;
  // A shortcut to the alert list is only a way somewhere when the server says the survey has alerts (alertMode).
  const shortcut = tile.shortcutPage && (tile.shortcutPage !== ALERTS_SCREEN || alertMode) ? tile.shortcutPage : null;
  const content = (
    <Box sx={{ p: 1.5, width: '100%', textAlign: 'left' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" title={tile.helpText} noWrap>
          {tile.title}
        </Typography>
        {alertMode && <Chip size="small" color="error" variant="outlined" label={intl.formatMessage({ id: 'widget.variableBlock.alerts' })} />}
      </Box>
      <Typography variant={main ? 'h4' : 'h5'} component="p" sx={{ fontWeight: 600 }}>
        {tile.formattedValue}
      </Typography>
      {tile.formattedDiff && (
        <Typography variant="body2" aria-label={intl.formatMessage({ id: `widget.variableBlock.${arrow}` }, { diff: tile.formattedDiff })} sx={{ color: changeColour(tile.diffArrow, tile.inverse) }}>
          <span aria-hidden="true">{ARROW[arrow]} </span>
          {tile.formattedDiff}
        </Typography>
      )}
      {percent !== null && (
        <LinearProgress
          variant="determinate"
          value={percent}
          sx={{ my: 0.75, height: 6, borderRadius: 3, ...(band === null ? {} : { bgcolor: 'action.hover', '& .MuiLinearProgress-bar': { bgcolor: GOAL_COLOURS[band].main } }) }}
          aria-label={tile.title}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {tile.formattedGoal && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {band !== null && <GoalDot band={band} />}
            {intl.formatMessage({ id: 'widget.variableBlock.goal' }, { goal: tile.formattedGoal })}
          </Typography>
        )}
        {tile.formattedBase && (
          <Typography variant="caption" color="text.secondary">
            {tile.formattedBase}
          </Typography>
        )}
      </Box>
      <Comparisons tile={tile} />
      {tile.extraVariables?.map((extra) => (
        <Typography key={extra.title} variant="caption" component="p" color="text.secondary">
          {extra.title}: {extra.formattedValue}
        </Typography>
      ))}
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      data-testid="variable-tile"
      data-alert-mode={alertMode}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: expanded ? 'primary.main' : undefined, ...(alertMode ? { borderTop: 3, borderTopColor: 'error.main' } : {}) }}
    >
      {onToggle ? (
        <ButtonBase onClick={onToggle} aria-expanded={expanded} aria-controls={controls} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
          {/* The button's name is the tile itself (value, change, goal) plus what clicking does. */}
          {content}
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {intl.formatMessage({ id: 'widget.variableBlock.openChart' }, { title: tile.title })}
          </Box>
        </ButtonBase>
      ) : (
        content
      )}
      {shortcut && openPage && (
        <Link
          component="button"
          variant="caption"
          sx={{ alignSelf: 'flex-end', m: 1 }}
          onClick={() => openPage(shortcut, tile.shortcutDrillPath)}
          aria-label={`${intl.formatMessage({ id: alertMode ? 'widget.variableBlock.showAlerts' : 'widget.variableBlock.open' })}: ${tile.title}`}
        >
          {intl.formatMessage({ id: alertMode ? 'widget.variableBlock.showAlerts' : 'widget.variableBlock.open' })}
        </Link>
      )}
    </Paper>
  );
}
