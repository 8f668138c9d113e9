/**
 * Words of the built-in tables (alert history, invitations, answers) and variables, by the names the tables and
 * records use for them; configured titles win over these. The texts are in the server catalogue (server/i18n),
 * because the tables travel as data (columns with titles) in the spec's Interview data shape.
 */
import { text, type ServerMessageId } from '../i18n';
import { sampleStateName } from '../i18n/states';

const WORDS = {
  date: 'term.date',
  state: 'term.state',
  user: 'term.user',
  comment: 'term.comment',
  question: 'term.question',
  variable: 'interviewTable.variable',
  value: 'interviewTable.value',
  internalName: 'interviewTable.internalName',
  alerts: 'interviewTable.alerts',
  invitations: 'interviewTable.invitations',
  answers: 'interviewTable.answers',
  background: 'word.background',
  unit: 'term.unit',
  parentUnit: 'interviewTable.parentUnit',
  respondedAt: 'interviewTable.respondedAt',
  interviewId: 'word.interview',
  contactName: 'interviewTable.contactName',
  contactEmail: 'interviewTable.contactEmail',
  system: 'interviewTable.system',
} as const satisfies Record<string, ServerMessageId>;

export type Word = keyof typeof WORDS;

export function word(key: Word, locale: string): string {
  return text(locale, WORDS[key]);
}

export function isWord(key: string): key is Word {
  return key in WORDS;
}

const ALERT_STATES: Record<number, ServerMessageId> = { 2: 'interviewTable.alertState.open', 3: 'interviewTable.alertState.solved', 6: 'interviewTable.alertState.processing' };

export function alertStateText(state: number, locale: string): string {
  const id = ALERT_STATES[state];
  return id ? text(locale, id) : String(state);
}

export function sampleStateText(state: number, locale: string): string {
  return sampleStateName(locale, state) ?? String(state);
}
