import { describe, expect, it } from 'vitest';
import { ALERT_CLOSED, ALERT_OPEN, ALERT_PROCESSING, isOverdue, stateAfterSave, validateAlertSave, type AlertQuestionRule } from './validation';

const QUESTIONS: AlertQuestionRule[] = [
  { questionId: 'cause', type: 'choice', reasons: [{ choiceId: 1 }, { choiceId: 2 }] },
  { questionId: 'action', type: 'Text' },
  { questionId: 'minutes', type: 'Number' },
];
const complete = [
  { questionId: 'cause', choiceId: 2 },
  { questionId: 'action', value: 'Called back' },
  { questionId: 'minutes', value: '15' },
];

describe('alert save rule', () => {
  it('accepts a complete closing save', () => {
    expect(validateAlertSave(QUESTIONS, { isClosed: true, newComment: 'Solved', selections: complete })).toEqual({});
  });

  it('wants a new comment, and blank after trimming is empty', () => {
    expect(validateAlertSave(QUESTIONS, { isClosed: false, newComment: '   \n\t', selections: [] })).toEqual({ newComment: 'mandatory' });
    expect(validateAlertSave(QUESTIONS, { isClosed: true, newComment: '', selections: complete })).toEqual({ newComment: 'mandatory' });
  });

  it('wants every closing question answered when closing: text and number a value, a choice not 0', () => {
    const errors = validateAlertSave(QUESTIONS, {
      isClosed: true,
      newComment: 'x',
      selections: [
        { questionId: 'cause', choiceId: 0 },
        { questionId: 'action', value: '  ' },
      ],
    });
    expect(errors).toEqual({ cause: 'selectionIsMandatory', action: 'fieldIsMandatory', minutes: 'fieldIsMandatory' });
  });

  it('lets a processing save leave the questions open, but not fill them wrongly', () => {
    expect(validateAlertSave(QUESTIONS, { isClosed: false, newComment: 'Waiting for the customer', selections: [] })).toEqual({});
    expect(
      validateAlertSave(QUESTIONS, {
        isClosed: false,
        newComment: 'x',
        selections: [
          { questionId: 'cause', choiceId: 9 },
          { questionId: 'minutes', value: 'ten' },
        ],
      }),
    ).toEqual({ cause: 'unknownChoice', minutes: 'number' });
  });

  it('takes a decimal comma in number answers', () => {
    expect(validateAlertSave(QUESTIONS, { isClosed: true, newComment: 'x', selections: complete.map((s) => (s.questionId === 'minutes' ? { ...s, value: '1,5' } : s)) })).toEqual({});
  });

  it('closes when closed is checked, else processes', () => {
    expect(stateAfterSave(true)).toBe(ALERT_CLOSED);
    expect(stateAfterSave(false)).toBe(ALERT_PROCESSING);
  });
});

describe('overdue', () => {
  it('is an alert not closed and more whole days old than the deadline', () => {
    expect(isOverdue(ALERT_OPEN, 7, 7)).toBe(false);
    expect(isOverdue(ALERT_OPEN, 8, 7)).toBe(true);
    expect(isOverdue(ALERT_PROCESSING, 8, 7)).toBe(true);
    expect(isOverdue(ALERT_CLOSED, 400, 7)).toBe(false);
  });
});
