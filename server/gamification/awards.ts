/**
 * The award rules of the gamification overview (README "Gamification awards"), pure so that each rule is tested on
 * its own: which unit ranks where among its siblings, and how long the unit's latest run of good periods is.
 */

/** Whether `a` is better than `b` for a variable (lower is better when it is inverse). */
export function better(a: number, b: number, inverse: boolean): boolean {
  return inverse ? a < b : a > b;
}

/** The unit's place among the contenders of one period (1 + how many are strictly better; ties share a place), or null without a value. */
export function rankOf(mine: number | null, contenders: (number | null)[], inverse: boolean): { rank: number; contenders: number } | null {
  const values = contenders.filter((v): v is number => v !== null);
  if (mine === null) return null;
  return { rank: 1 + values.filter((v) => better(v, mine, inverse)).length, contenders: values.length };
}

/** Improving: how many consecutive periods, ending with the last, are each better than the period before. */
export function improvingRun(points: (number | null)[], inverse: boolean): number {
  let run = 0;
  for (let i = points.length - 1; i >= 1; i--) {
    const now = points[i];
    const before = points[i - 1];
    if (now === null || now === undefined || before === null || before === undefined || !better(now, before, inverse)) break;
    run += 1;
  }
  return run;
}

/** Above goal: how many consecutive periods, ending with the last, reach the goal (at it or better). */
export function aboveGoalRun(points: (number | null)[], goal: number | null, inverse: boolean): number {
  if (goal === null) return 0;
  let run = 0;
  for (let i = points.length - 1; i >= 0; i--) {
    const v = points[i];
    if (v === null || v === undefined || better(goal, v, inverse)) break;
    run += 1;
  }
  return run;
}
