import { GOAL_OUTLINE } from '../../src/ui/goalColours.ts';

/** Colours of spec 2 section 9: ambassadors green, negatives red, neutral grey, and 7 for other series. */
export const AMBASSADOR_GREEN = '#00C896';
export const NEGATIVE_RED = '#BE0000';
export const NEUTRAL_GREY = '#BFBFBF';
export const SERIES_PALETTE = ['#0000C8', '#00C896', '#FFB400', '#BE0000', '#7B61FF', '#00A3E0', '#8C564B'] as const;

export function seriesColor(index: number, given?: string): string {
  return given || SERIES_PALETTE[index % SERIES_PALETTE.length]!;
}

/**
 * Goal colours in charts come from the one goal colour scale (src/ui/goalColours.ts), as on tiles, rankings and
 * results. A goal line is drawn in the scale's outline grey (7:1 against white), dashed so it reads as a threshold.
 */
export const GOAL_LINE = GOAL_OUTLINE;
