/**
 * The goal colour scale (spec 2 section 4: TARGET3 green, TARGET2 yellow, TARGET1 orange, TARGET0 red), defined
 * once for the tiles, the ranking, the results block, the charts and the legend. Which band a value falls in is
 * decided once too, by `targetOf` in core/metrics/variables.ts (on the server); the client only reads the band.
 *
 * Green and red are the spec's ambassador green and negatives red (spec 2 section 9). Text on each colour uses
 * its `contrastText` (at least 6.5:1, WCAG AA asks 4.5:1). Orange, yellow and green are light against white
 * (under 3:1), so every swatch and dot is drawn with `GOAL_OUTLINE` (7:1 against white) and never alone carries
 * the meaning: each has its band's words beside it or read out.
 */
import { targetFrom, type Target } from '../../core/metrics/variables.ts';

export interface GoalColour {
  main: string;
  contrastText: string;
}

export const GOAL_COLOURS: Readonly<Record<Target, GoalColour>> = {
  0: { main: '#BE0000', contrastText: '#FFFFFF' },
  1: { main: '#F28C00', contrastText: '#000000' },
  2: { main: '#E6C200', contrastText: '#000000' },
  3: { main: '#00C896', contrastText: '#000000' },
};

export const GOAL_BANDS: readonly Target[] = [3, 2, 1, 0];

/** The border of a swatch or dot. */
export const GOAL_OUTLINE = '#595959';

/** The colour of a goal status as the server sends it (0–3 or `TARGET0`–`TARGET3`); null without a goal. */
export function goalColourOf(status: number | string | null | undefined): GoalColour | null {
  const band = targetFrom(status);
  return band === null ? null : GOAL_COLOURS[band];
}

/** The words of each band, the key of `goal.band0`…`goal.band3` in the catalogues. */
export const goalBandMessage = (band: Target) => `goal.band${band}` as const;
