/** Server-side texts of the alert answers (state names, information labels): ids in the server catalogue (server/i18n). */
import { formatDate } from '../../core/dates';
import type { ServerMessageId } from '../i18n';
import { alertStateName } from '../i18n/states';

export function stateText(state: number, locale: string): string {
  return alertStateName(locale, state) ?? `State ${state}`;
}

export const LABELS = {
  unit: 'term.unit',
  created: 'alertInfo.created',
  interviewDate: 'alerts.column.interviewDate',
  interview: 'word.interview',
  closed: 'word.closed',
  alerts: 'alerts.listTitle',
} as const satisfies Record<string, ServerMessageId>;

/** `22/11-2026 08:15` (UTC): a timestamp as the alert page shows it in its information lists (core/dates.ts). */
export function dateTimeText(value: Date | string | null): string {
  if (value === null) return '';
  return formatDate(value, { time: true, timeZone: 'UTC' });
}
