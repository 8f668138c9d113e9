import { describe, expect, it } from 'vitest';
import { faceOf, segmentOf } from './faces';

describe('faces by score', () => {
  it('follows the loyalty segments on 0-10', () => {
    expect([0, 6, 7, 8, 9, 10].map((v) => faceOf(v, [0, 10]))).toEqual(['sad', 'sad', 'neutral', 'neutral', 'happy', 'happy']);
    expect([6, 7, 9].map(segmentOf)).toEqual(['detractor', 'passive', 'promoter']);
  });
  it('uses the top quarter and the middle on other scales; none without a score or scale', () => {
    expect([1, 2, 3, 4, 5].map((v) => faceOf(v, [1, 5]))).toEqual(['sad', 'sad', 'neutral', 'happy', 'happy']);
    expect(faceOf(1, [0, 1])).toBe('happy');
    expect(faceOf(0, [0, 1])).toBe('sad');
    expect(faceOf(null, [1, 5])).toBe('none');
    expect(faceOf(3, undefined)).toBe('none');
  });
});
