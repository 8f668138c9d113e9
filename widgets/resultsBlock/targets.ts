/** Goal targets (spec 2 §4): TARGET3 green, TARGET2 yellow, TARGET1 orange, TARGET0 red; none hidden. */
export const TARGET_COLOURS = ['#BE0000', '#F28C00', '#E6C200', '#00C896'] as const;

export function targetLevel(goalStatus: number | string | null | undefined): 0 | 1 | 2 | 3 | null {
  const n = typeof goalStatus === 'string' ? Number(goalStatus.replace(/^TARGET/i, '')) : goalStatus;
  return n === 0 || n === 1 || n === 2 || n === 3 ? n : null;
}
