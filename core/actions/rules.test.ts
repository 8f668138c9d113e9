import { describe, expect, it } from 'vitest';
import { ACTION_COMPLETED, ACTION_FAILED, goalNumber, isPastDeadline, validateActionForm, verdict } from './rules';

const form = { extname: 'csat', periodStartDate: '2026-01-01', deadline: '2026-03-31', goal: 4 };

describe('the action form rule (spec 2 section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateActionForm(form, { goalMin: 1, goalMax: 5 })).toEqual({});
  });

  it('asks for the question, from date, deadline and goal', () => {
    expect(validateActionForm({ extname: '', periodStartDate: null, deadline: ' ', goal: '' }, null)).toEqual({
      extname: { error: 'mandatory' },
      periodStartDate: { error: 'mandatory' },
      deadline: { error: 'mandatory' },
      goal: { error: 'mandatory' },
    });
  });

  it('keeps the goal within goalMin..goalMax when both are set, the ends included', () => {
    expect(validateActionForm({ ...form, goal: 5 }, { goalMin: 1, goalMax: 5 })).toEqual({});
    expect(validateActionForm({ ...form, goal: 5.01 }, { goalMin: 1, goalMax: 5 })).toEqual({ goal: { error: 'range', min: 1, max: 5 } });
    expect(validateActionForm({ ...form, goal: 0.99 }, { goalMin: 1, goalMax: 5 })).toEqual({ goal: { error: 'range', min: 1, max: 5 } });
    expect(validateActionForm({ ...form, goal: 99 }, { goalMin: 1 })).toEqual({});
  });

  it('refuses a goal that is not a number and a deadline before the from date', () => {
    expect(validateActionForm({ ...form, goal: 'four' }, null)).toEqual({ goal: { error: 'number' } });
    expect(validateActionForm({ ...form, deadline: '2025-12-31' }, null)).toEqual({ deadline: { error: 'deadlineBeforeStart' } });
    expect(goalNumber('4,5')).toBe(4.5);
  });
});

describe('the verdict at the deadline', () => {
  it('completes an action whose value reached the goal, fails one that missed it', () => {
    expect(verdict(4, 4, false)).toBe(ACTION_COMPLETED);
    expect(verdict(3.99, 4, false)).toBe(ACTION_FAILED);
    expect(verdict(2.2 - 0.2, 2, false)).toBe(ACTION_COMPLETED);
  });

  it('reverses the comparison for an inverse variable, and fails without a value', () => {
    expect(verdict(2, 2, true)).toBe(ACTION_COMPLETED);
    expect(verdict(2.01, 2, true)).toBe(ACTION_FAILED);
    expect(verdict(1.5, 2, true)).toBe(ACTION_COMPLETED);
    expect(verdict(null, 2, false)).toBe(ACTION_FAILED);
  });

  it('counts the deadline day as part of the period', () => {
    expect(isPastDeadline('2026-03-31', '2026-03-31')).toBe(false);
    expect(isPastDeadline('2026-03-31', '2026-04-01')).toBe(true);
  });
});
