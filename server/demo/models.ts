/**
 * How each demo survey's answers follow from one latent loyalty score per interview: NPS is the rounded latent,
 * satisfaction and the drivers are correlated with it by their own weights (so the driver analysis finds
 * realistic importances), effort runs the other way.
 */
import type { Random } from './random';
import type { TreeKind } from './hierarchy';

/** A standard normal deviate (Box-Muller). */
export function gauss(rnd: Random): number {
  const u = 1 - rnd.next();
  const v = rnd.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function clampRound(x: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, Math.round(x)));
}

/** Latent mean 8.5 (before unit biases and drift), sd about 1.9: about 47 % promoters and 16 % detractors, NPS near +30. */
export const LATENT_MEAN = 8.5;

export interface SurveyModel {
  kind: TreeKind;
  /** Driver question → weight on the latent score (higher is more important). */
  drivers: Record<string, number>;
  /** Extra answers besides nps and the drivers. */
  extra(rnd: Random, latent: number): Record<string, number>;
  /** Background variables: each key with its values and weights. */
  background: Record<string, [string, number][]>;
  /** Relative answers per weekday, Monday first. */
  weekdays: number[];
  /** Share of interviews with a comment, by tone. */
  commentShare: { detractor: number; passive: number; promoter: number };
}

const RETAIL_BACKGROUND: Record<string, [string, number][]> = {
  gender: [['female', 52], ['male', 46], ['other', 2]],
  ageGroup: [['18-29', 18], ['30-44', 31], ['45-64', 34], ['65+', 17]],
  channel: [['store', 70], ['web', 20], ['app', 10]],
  segment: [['member', 45], ['regular', 48], ['business', 7]],
};

export const MODELS: Record<string, SurveyModel> = {
  storevisit: {
    kind: 'retail',
    drivers: { staff: 0.5, checkout: 0.35, assortment: 0.3, cleanliness: 0.2, price: 0.12 },
    extra: (rnd, l) => ({
      csat: clampRound(4 + 0.42 * (l - LATENT_MEAN) + 0.55 * gauss(rnd), 1, 5),
      effort: clampRound(2.1 - 0.3 * (l - LATENT_MEAN) + 0.7 * gauss(rnd), 1, 5),
    }),
    background: RETAIL_BACKGROUND,
    weekdays: [0.8, 0.85, 0.9, 1, 1.2, 1.5, 1.05],
    commentShare: { detractor: 0.6, passive: 0.3, promoter: 0.35 },
  },
  service: {
    kind: 'service',
    drivers: { waitTime: 0.45, knowledge: 0.4, friendliness: 0.25 },
    extra: (rnd, l) => ({
      csat: clampRound(3.9 + 0.45 * (l - LATENT_MEAN) + 0.55 * gauss(rnd), 1, 5),
      resolved: rnd.next() < 1 / (1 + Math.exp(-(1.3 + 0.8 * (l - LATENT_MEAN)))) ? 1 : 0,
      effort: clampRound(2.2 - 0.35 * (l - LATENT_MEAN) + 0.7 * gauss(rnd), 1, 5),
    }),
    background: {
      channel: [['phone', 55], ['chat', 30], ['email', 15]],
      segment: RETAIL_BACKGROUND.segment!,
      gender: RETAIL_BACKGROUND.gender!,
    },
    weekdays: [1.3, 1.15, 1.05, 1, 0.95, 0.4, 0.25],
    commentShare: { detractor: 0.65, passive: 0.3, promoter: 0.3 },
  },
  delivery: {
    kind: 'delivery',
    drivers: { punctuality: 0.5, condition: 0.45, driver: 0.25, tracking: 0.15 },
    extra: () => ({}),
    background: { segment: RETAIL_BACKGROUND.segment!, ageGroup: RETAIL_BACKGROUND.ageGroup! },
    weekdays: [1.1, 1.1, 1.1, 1.1, 1.1, 0.5, 0.1],
    commentShare: { detractor: 0.7, passive: 0.25, promoter: 0.3 },
  },
  relationship: {
    kind: 'b2b',
    drivers: { accountManager: 0.45, quality: 0.5, responsiveness: 0.3, invoicing: 0.1 },
    extra: (rnd, l) => ({ csat: clampRound(3.9 + 0.4 * (l - LATENT_MEAN) + 0.5 * gauss(rnd), 1, 5) }),
    background: { segment: [['key', 15], ['mid', 45], ['small', 40]], role: [['decisionMaker', 40], ['user', 60]] },
    weekdays: [1.1, 1.2, 1.2, 1.1, 0.9, 0.08, 0.05],
    commentShare: { detractor: 0.8, passive: 0.5, promoter: 0.45 },
  },
};

/** A driver's answer on 1-5: its weight ties it to the latent score, the rest is its own noise and the unit's bias. */
export function driverAnswer(rnd: Random, latent: number, weight: number, unitBias: number): number {
  return clampRound(3.95 + weight * 0.9 * (latent - LATENT_MEAN) + 0.35 * unitBias + (1 - weight) * 0.9 * gauss(rnd), 1, 5);
}

export function pickWeighted<T>(rnd: Random, items: [T, number][]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = rnd.next() * total;
  for (const [v, w] of items) {
    x -= w;
    if (x < 0) return v;
  }
  return items[items.length - 1]![0];
}

/** Seasonal factor on the number of answers by month (0 = January): a December peak, a July dip. */
export const SEASON = [0.9, 0.85, 0.95, 1, 1.05, 1, 0.8, 0.9, 1.05, 1.05, 1.2, 1.5];
/** Seasonal effect on the latent score: stressed Decembers, relaxed summers. */
export const SEASON_MOOD = [0, 0, 0.05, 0.05, 0.1, 0.15, 0.2, 0.1, 0, 0, -0.1, -0.3];
