import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../dates';
import { groupVisible, isEmail, isPhone, stateButtons, targetState, validateField, validateSample, type SampleFlags, type SampleForm } from './rules';

const form = (state: number): SampleForm => ({
  state,
  groups: [
    {
      title: 'Contact',
      fields: [
        { questionId: 'name', type: 'text', title: 'Name' },
        { questionId: 'email', type: 'Email', title: 'E-mail', optional: true },
        { questionId: 'locked', type: 'text', title: 'Locked', disabled: true },
      ],
    },
    { title: 'Why cancelled', cancelledComment: true, fields: [{ questionId: 'why', type: 'text', title: 'Why' }] },
  ],
  evalPeriodQuestion: { questionId: 'evalPeriod', type: 'SingleChoice', title: 'Period', choices: [{ extname: 'm1', title: '1' }], optional: true },
  subStateQuestion: null,
  emailQuestionId: 'email',
  smsQuestionId: null,
});

describe('sample rules', () => {
  it('recognises e-mail addresses, phone numbers and real dates', () => {
    expect(['a@b.se', 'first.last+tag@example.co.uk'].map(isEmail)).toEqual([true, true]);
    expect(['a@b', 'a b@c.se', '@c.se', 'a@.se'].map(isEmail)).toEqual([false, false, false, false]);
    expect(['+46 70 123 45 67', '0701234567'].map(isPhone)).toEqual([true, true]);
    expect(['12', 'call me'].map(isPhone)).toEqual([false, false]);
    expect(['2024-02-29', '2023-02-29', '2024-13-01', '24-1-1'].map(isIsoDate)).toEqual([true, false, false, false]);
  });

  it('checks one field: mandatory unless optional, format by type, choices by extname', () => {
    expect(validateField({ questionId: 'q', type: 'text', title: 'Q' }, '   ')).toEqual(['VALIDATE_ERROR_MANDATORY']);
    expect(validateField({ questionId: 'q', type: 'text', title: 'Q', optional: true }, null)).toEqual([]);
    expect(validateField({ questionId: 'q', type: 'Email', title: 'Q' }, 'x@')).toEqual(['VALIDATE_ERROR_EMAIL']);
    expect(validateField({ questionId: 'q', type: 'EventDate', title: 'Q' }, '2024-02-30')).toEqual(['VALIDATE_ERROR_DATE']);
    const choices = [{ extname: 'a', title: 'A' }];
    expect(validateField({ questionId: 'q', type: 'SingleChoice', title: 'Q', choices }, 'b')).toEqual(['VALIDATE_ERROR_CHOICE']);
    expect(validateField({ questionId: 'q', type: 'MultiChoice2', title: 'Q', choices }, ['a'])).toEqual([]);
    expect(validateField({ questionId: 'q', type: 'MultiChoice2', title: 'Q', choices }, [])).toEqual(['VALIDATE_ERROR_MANDATORY']);
  });

  it('validates the visible, enabled questions of an action; cancel checks nothing', () => {
    expect(validateSample(form(1), 'approve', { name: '', email: 'x' })).toEqual({ name: ['VALIDATE_ERROR_MANDATORY'], email: ['VALIDATE_ERROR_EMAIL'] });
    expect(validateSample(form(1), 'cancel', { name: '', email: 'x' })).toEqual({});
    // The cancelled comment is asked for only while the sample is cancelled.
    expect(validateSample(form(4), 'update', { name: 'A' })).toEqual({ why: ['VALIDATE_ERROR_MANDATORY'] });
    expect(validateSample(form(1), 'unapprove', { name: 'A' })).toEqual({ evalPeriod: ['VALIDATE_ERROR_MANDATORY'] });
    expect(validateSample(form(1), 'resendEmail', { name: 'A', email: null })).toEqual({ email: ['VALIDATE_ERROR_MANDATORY'] });
  });

  it('knows where each action leaves the state and which groups a state shows', () => {
    expect([targetState('approve', 1), targetState('cancel', 2), targetState('unapprove', 2), targetState('update', 3), targetState('resendSms', 1)]).toEqual([2, 4, 3, 3, 1]);
    expect([groupVisible({ cancelledComment: true }, 4), groupVisible({ cancelledComment: true }, 1), groupVisible({ approvedComment: true }, 2), groupVisible({}, 0)]).toEqual([true, false, true, true]);
  });
});

describe('the sample editor state buttons', () => {
  const flags = (state: number, over: Partial<SampleFlags> = {}): SampleFlags => ({
    state,
    canEditState: true,
    canCancelSamples: true,
    canPostpone: true,
    hasSampleExtendedState: true,
    showApproveButtonInState2: false,
    showApproveButtonInState3: true,
    canResendEmail: false,
    canResendSMS: false,
    isResendDisabled: false,
    ...over,
  });
  const to = (f: SampleFlags) => stateButtons(f).map((b) => [b.fromState, b.toState, b.action]);

  it('offers each state change the rules allow from the sample state, from that state', () => {
    expect(to(flags(1))).toEqual([
      [1, 2, 'approve'],
      [1, 3, 'unapprove'],
      [1, 4, 'cancel'],
    ]);
    expect(to(flags(2))).toEqual([
      [2, 3, 'unapprove'],
      [2, 4, 'cancel'],
    ]);
    expect(to(flags(3))).toEqual([
      [3, 2, 'approve'],
      [3, 4, 'cancel'],
    ]);
  });

  it('offers none when the state cannot be edited, and no cancel without the right', () => {
    expect(to(flags(1, { canEditState: false }))).toEqual([]);
    expect(to(flags(1, { canCancelSamples: false })).map(([, toState]) => toState)).toEqual([2, 3]);
  });
});
