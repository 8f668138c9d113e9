/** Server-side texts of the alert answers (state names, information labels), in the five catalogue languages. */
import { ALERT_CLOSED, ALERT_OPEN, ALERT_PROCESSING } from '../../core/alerts/validation';
import { localize } from '../../core/metrics/variables';

const STATE_TEXT: Record<number, Record<string, string>> = {
  [ALERT_OPEN]: { en: 'Open', sv: 'Öppen', nb: 'Åpen', da: 'Åben', fi: 'Avoin' },
  [ALERT_PROCESSING]: { en: 'Processing', sv: 'Under behandling', nb: 'Under behandling', da: 'Under behandling', fi: 'Käsittelyssä' },
  [ALERT_CLOSED]: { en: 'Closed', sv: 'Stängd', nb: 'Lukket', da: 'Lukket', fi: 'Suljettu' },
};

export function stateText(state: number, locale: string): string {
  return localize(STATE_TEXT[state] ?? { en: `State ${state}` }, locale);
}

export const LABELS = {
  unit: { en: 'Unit', sv: 'Enhet', nb: 'Enhet', da: 'Enhed', fi: 'Yksikkö' },
  created: { en: 'Alert created', sv: 'Larm skapat', nb: 'Varsel opprettet', da: 'Alarm oprettet', fi: 'Hälytys luotu' },
  interviewDate: { en: 'Interview date', sv: 'Intervjudatum', nb: 'Intervjudato', da: 'Interviewdato', fi: 'Haastattelupäivä' },
  interview: { en: 'Interview', sv: 'Intervju', nb: 'Intervju', da: 'Interview', fi: 'Haastattelu' },
  closed: { en: 'Closed', sv: 'Stängd', nb: 'Lukket', da: 'Lukket', fi: 'Suljettu' },
  alerts: { en: 'Alerts', sv: 'Larm', nb: 'Varsler', da: 'Alarmer', fi: 'Hälytykset' },
} satisfies Record<string, Record<string, string>>;

/** `2026-11-22 08:15` (UTC): a timestamp as the alert page shows it in its information lists. */
export function dateTimeText(value: Date | string | null): string {
  if (value === null) return '';
  return new Date(value).toISOString().slice(0, 16).replace('T', ' ');
}
