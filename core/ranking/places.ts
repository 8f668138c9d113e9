/**
 * A ranking's places (spec 1 section 2.5, issue 12 "rank and rank change"): 1 is the best value, ties share a
 * place and the next place skips as many (1, 2, 2, 4), and a unit without a value has no place. Best is highest,
 * unless lower is better (an `inverse` variable such as customer effort).
 */
export function placesOf(values: readonly (number | null)[], lowerIsBetter = false): (number | null)[] {
  const best = values.filter((v): v is number => v !== null).sort((a, b) => (lowerIsBetter ? a - b : b - a));
  // A value's place is one more than the count of better values: its first index in the best-first order.
  const place = new Map<number, number>();
  best.forEach((v, i) => {
    if (!place.has(v)) place.set(v, i + 1);
  });
  return values.map((v) => (v === null ? null : place.get(v)!));
}
