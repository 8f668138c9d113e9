import type { ValueType } from '../../../schemas/api/interview-data.gen.ts';
import { formatDayMonthYear } from '../../i18n/format.ts';

/** A value as the server sent it; dates as day/month-year, and 'N/A' for anything missing. */
export function shownValue(value: string, type?: ValueType): string {
  if (type === 'date') return formatDayMonthYear(value);
  return value === '' ? 'N/A' : value;
}

export function AnswerValue({ answer }: { answer: { value: string; type?: ValueType } }) {
  return <>{shownValue(answer.value, answer.type)}</>;
}
