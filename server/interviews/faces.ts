/** The face icon of a score on its scale: NPS scales follow the loyalty segments, other scales their top and middle. */
import type { FaceIcon, LoyaltySegment } from '../../schemas/api/interview-data.gen';

/** Loyalty segment of a 0-10 answer (the same bounds as the lsegs filter: 9-10, 7-8, 0-6). */
export function segmentOf(value: number): LoyaltySegment {
  return value >= 9 ? 'promoter' : value >= 7 ? 'passive' : 'detractor';
}

export function faceOf(value: number | null, scale: [number, number] | undefined): FaceIcon {
  if (value === null || !scale) return 'none';
  const [lo, hi] = scale;
  if (lo === 0 && hi === 10) return ({ promoter: 'happy', passive: 'neutral', detractor: 'sad' } as const)[segmentOf(value)];
  const share = hi === lo ? 1 : (value - lo) / (hi - lo);
  return share >= 0.75 ? 'happy' : share >= 0.5 ? 'neutral' : 'sad';
}
