/** Texts the sample calls answer in the caller's locale (server/i18n): state names, the state log's columns, the resent invitation. */
import { text, type ServerMessageId } from '../i18n';
import { sampleStateName } from '../i18n/states';

const TEXTS = {
  stateQuestion: 'sample.stateSection',
  evalPeriodQuestion: 'sampleLog.evalPeriodQuestion',
  subStateQuestion: 'sampleLog.subStateQuestion',
  date: 'term.date',
  user: 'term.user',
  action: 'sampleLog.action',
  from: 'sampleLog.from',
  to: 'sampleLog.to',
  changes: 'sampleLog.changes',
} as const satisfies Record<string, ServerMessageId>;

const ACTION_NAMES: Record<string, ServerMessageId> = {
  approve: 'sample.action.approve',
  cancel: 'sampleLog.action.cancel',
  unapprove: 'sample.action.unapprove',
  update: 'sampleLog.action.update',
  create: 'sampleLog.action.create',
  copy: 'sampleLog.action.copy',
  resendEmail: 'sample.action.resendEmail',
  resendSms: 'sample.action.resendSms',
};

export function stateName(state: number, locale: string): string {
  return sampleStateName(locale, state) ?? String(state);
}

export function sampleText(key: keyof typeof TEXTS, locale: string): string {
  return text(locale, TEXTS[key]);
}

export function actionName(action: string, locale: string): string {
  const id = ACTION_NAMES[action];
  return id ? text(locale, id) : action;
}

/** The invitation a resend repeats, in the contact's language when it has one. */
export function invitationText(locale: string, name: string, survey: string, unit: string): { subject: string; text: string } {
  const values = { name: name || '', survey, unit };
  return { subject: text(locale, 'mail.invitation.subject', values), text: text(locale, 'mail.invitation.body', values) };
}
