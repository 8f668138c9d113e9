import { describe, expect, it } from 'vitest';
import { copyDeadlineProblem } from './copy';

describe('the copy action deadline (spec 2 section 5: mandatory, earliest now)', () => {
  it('is mandatory, a date, and today at the earliest', () => {
    expect(copyDeadlineProblem('', '2026-11-22')).toBe('mandatory');
    expect(copyDeadlineProblem('  ', '2026-11-22')).toBe('mandatory');
    expect(copyDeadlineProblem('2026-02-30', '2026-11-22')).toBe('date');
    expect(copyDeadlineProblem('next week', '2026-11-22')).toBe('date');
    expect(copyDeadlineProblem('2026-11-21', '2026-11-22')).toBe('tooEarly');
    expect(copyDeadlineProblem('2026-11-22', '2026-11-22')).toBeNull();
    expect(copyDeadlineProblem('2027-01-05', '2026-11-22')).toBeNull();
  });
});
