/** Progress of a tile between its min and max, capped at 0..100% (spec 2 section 4). */
export function progressPercent(value: number | null | undefined, min: number | null | undefined, max: number | null | undefined): number | null {
  if (value == null || min == null || max == null || max <= min) return null;
  return Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));
}

/** 1 up, 2 down, anything else neutral. */
export function arrowOf(diffArrow: number | undefined): 'up' | 'down' | 'same' {
  return diffArrow === 1 ? 'up' : diffArrow === 2 ? 'down' : 'same';
}
