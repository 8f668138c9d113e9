import { describe, expect, it } from 'vitest';
import { changeVerdictOf, diffArrowOf, formatNumber, npsOf, progressOf, targetOf, topBoxOf, valueOf, meanOf, responseRateOf, type Counts, type VariableDef } from './variables';

/** Counts from a list of answers, the way SQL hands them over. */
function counts(answers: number[]): Counts {
  const hist = new Array<number>(11).fill(0);
  for (const a of answers) hist[a]!++;
  return { n: answers.length, sum: answers.reduce((s, a) => s + a, 0), hist };
}

const nps: VariableDef = { extName: 'nps', title: { en: 'NPS' }, kind: 'nps', question: 'nps', goal: 30 };
const effort: VariableDef = { extName: 'effort', title: { en: 'Effort' }, kind: 'mean', question: 'effort', min: 1, max: 5, inverse: true, goal: 2 };

describe('metrics from counts', () => {
  it('NPS of known distributions', () => {
    expect(npsOf(counts([10, 9, 9, 8, 7, 6, 0, 3]))).toBe(((3 - 3) / 8) * 100);
    expect(npsOf(counts([10, 10, 9, 5]))).toBe(50);
    expect(npsOf(counts([7, 8, 8, 7]))).toBe(0); // all passives
    expect(npsOf(counts([0, 1, 6]))).toBe(-100);
    expect(npsOf(counts([9, 10]))).toBe(100);
    expect(npsOf(counts([]))).toBeNull(); // no answers
  });

  it('mean, top-box share, count and response rate', () => {
    expect(meanOf(counts([1, 2, 3, 5]))).toBe(2.75);
    expect(topBoxOf(counts([5, 5, 4, 3, 1]), 4)).toBe(60);
    expect(topBoxOf(counts([5, 5, 4, 3, 1]), 5)).toBe(40);
    expect(valueOf({ ...nps, kind: 'count' }, counts([1, 2, 3]))).toBe(3);
    expect(responseRateOf(30, 120)).toBe(25);
    expect(responseRateOf(0, 0)).toBeNull();
  });

  it('a goal exactly met is green; misses go yellow, orange, red by distance', () => {
    expect(targetOf(nps, 30, 30)).toBe(3);
    expect(targetOf(nps, 25, 30)).toBe(2); // 5 of a 200-point scale
    expect(targetOf(nps, 12, 30)).toBe(1); // 18 points: within 10 %
    expect(targetOf(nps, 5, 30)).toBe(0);
    expect(targetOf(nps, null, 30)).toBeNull();
    expect(targetOf(nps, 10, null)).toBeNull();
  });

  it('inverse variables: lower is better', () => {
    expect(targetOf(effort, 2, 2)).toBe(3);
    expect(targetOf(effort, 1.5, 2)).toBe(3);
    expect(targetOf(effort, 2.2, 2)).toBe(2); // 0.2 of 4 = 5 %
    expect(targetOf(effort, 3, 2)).toBe(0);
  });

  it('progress is capped to the scale', () => {
    expect(progressOf(nps, 0)).toBe(50);
    expect(progressOf(nps, 100)).toBe(100);
    expect(progressOf({ ...effort, min: 1, max: 5 }, 7)).toBe(100);
    expect(progressOf({ ...effort, min: 1, max: 5 }, 0)).toBe(0);
    expect(progressOf({ ...nps, kind: 'count' }, 10)).toBeNull();
  });

  it('arrows and formats', () => {
    expect(diffArrowOf(1.5)).toBe(1);
    expect(diffArrowOf(-0.01)).toBe(2);
    expect(diffArrowOf(0)).toBe(0);
    expect(diffArrowOf(null)).toBe(0);
    expect([1, 2, 0].map((arrow) => changeVerdictOf(arrow))).toEqual(['better', 'worse', 'neutral']);
    expect([1, 2, 0].map((arrow) => changeVerdictOf(arrow, true))).toEqual(['worse', 'better', 'neutral']);
    expect(changeVerdictOf(undefined, true)).toBe('neutral');
    expect(formatNumber(31.256, 2, 'en')).toBe('31.26');
    expect(formatNumber(1234, 0, 'en')).toBe('1,234');
    expect(formatNumber(-2.5, 2, 'sv')).toBe('−2,50');
    expect(formatNumber(2.5, 2, 'en', true)).toBe('+2.50');
    expect(formatNumber(null, 2, 'en')).toBe('–');
  });
});
