import { describe, expect, it } from 'vitest';
import { shownValue } from './AnswerValue.tsx';
import { canSaveComment } from './commentRule.ts';

describe('the add-comment rule', () => {
  it('keeps save disabled while the message is empty or blank, or longer than allowed after trimming', () => {
    expect(canSaveComment('', 10)).toBe(false);
    expect(canSaveComment('  \n\t ', 10)).toBe(false);
    expect(canSaveComment(' ok ', 10)).toBe(true);
    expect(canSaveComment(`  ${'x'.repeat(10)}  `, 10)).toBe(true);
    expect(canSaveComment('x'.repeat(11), 10)).toBe(false);
  });
});

describe('values as shown', () => {
  it('shows dates day/month-year and missing values as N/A', () => {
    expect(shownValue('2026-03-07', 'date')).toBe('07/03-2026');
    expect(shownValue('', 'date')).toBe('N/A');
    expect(shownValue('', 'text')).toBe('N/A');
    expect(shownValue('Female')).toBe('Female');
  });
});
