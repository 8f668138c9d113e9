import { changeVerdictOf } from '../../core/metrics/variables.ts';

const CHANGE_COLOURS = { better: 'success.main', worse: 'error.main', neutral: 'text.secondary' } as const;

/** The theme colour of a change (tile, results block): green when better, red when worse, so an inverse rise is red. */
export function changeColour(diffArrow: number | null | undefined, inverse: boolean | undefined): (typeof CHANGE_COLOURS)[keyof typeof CHANGE_COLOURS] {
  return CHANGE_COLOURS[changeVerdictOf(diffArrow, inverse)];
}
