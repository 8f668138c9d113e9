/**
 * The goal colour scale on screen: a dot for one value's band, and the legend that says what each colour means.
 * Plain spans with inline colours: a ranking draws hundreds of dots, and per-dot `sx` would be worked out for each.
 */
import { useIntl } from 'react-intl';
import type { CSSProperties } from 'react';
import type { Target } from '../../core/metrics/variables.ts';
import { GOAL_BANDS, GOAL_COLOURS, GOAL_OUTLINE, goalBandMessage } from './goalColours.ts';

const dot: CSSProperties = { display: 'inline-block', width: 12, height: 12, borderRadius: '50%', border: `1px solid ${GOAL_OUTLINE}`, flexShrink: 0, verticalAlign: 'middle' };

export function goalDotStyle(band: Target): CSSProperties {
  return { ...dot, backgroundColor: GOAL_COLOURS[band].main };
}

/** One value's band: a dot whose name is the band's words (`label`, default the catalogue's). */
export function GoalDot({ band, label }: { band: Target; label?: string }) {
  const intl = useIntl();
  const name = label ?? intl.formatMessage({ id: goalBandMessage(band) });
  return <span role="img" aria-label={name} title={name} style={goalDotStyle(band)} />;
}

/** What the goal colours mean, in the catalogue's words; shown where they are used (tiles, rankings, results). */
export function GoalLegend() {
  const intl = useIntl();
  const label = (band: Target) => intl.formatMessage({ id: goalBandMessage(band) });
  return <GoalLegendView title={intl.formatMessage({ id: 'goal.legend' })} labels={[label(0), label(1), label(2), label(3)]} />;
}

/** The legend with words handed in (`labels` by band, 0 to 3), for language-free callers such as the ranking table. */
export function GoalLegendView({ title, labels }: { title: string; labels: readonly [string, string, string, string] }) {
  return (
    <ul aria-label={title} data-testid="goal-legend" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', margin: 0, padding: '4px 0', fontSize: '0.75rem' }}>
      {GOAL_BANDS.map((band) => (
        <li key={band} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span aria-hidden="true" style={goalDotStyle(band)} />
          {labels[band]}
        </li>
      ))}
    </ul>
  );
}
