/** The words the report files themselves carry (column headers, titles, notes), in the requester's locale (server/i18n). */
import { text } from '../i18n';
import { alertStateName, sampleStateName } from '../i18n/states';

export { text as label };

export function alertStateText(locale: string, state: number): string {
  return alertStateName(locale, state) ?? String(state);
}

export function sampleStateText(locale: string, state: number): string {
  return sampleStateName(locale, state) ?? String(state);
}
