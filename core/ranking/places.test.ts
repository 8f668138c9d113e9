import { describe, expect, it } from 'vitest';
import { placesOf } from './places';

describe('ranking places', () => {
  it('gives the highest value place 1, ties one place and skips after them, no place without a value', () => {
    expect(placesOf([50, 100, null, 50, 0])).toEqual([2, 1, null, 2, 4]);
  });

  it('gives the lowest value place 1 when lower is better', () => {
    expect(placesOf([2.5, 1.5, 2.5, null], true)).toEqual([2, 1, 2, null]);
  });
});
