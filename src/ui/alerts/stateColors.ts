import { ALERT_CLOSED, ALERT_OPEN, ALERT_PROCESSING } from '../../../core/alerts/validation.ts';

export type Severity = 'error' | 'warning' | 'success';

/** The banner by state (spec 1 section 4): open red, processing yellow, solved green. */
export function bannerSeverity(state: number): Severity {
  if (state === ALERT_CLOSED) return 'success';
  if (state === ALERT_PROCESSING) return 'warning';
  return 'error';
}

/** History rows (spec 1 section 4): 6 yellow, 3 green, every other state red. */
export function historySeverity(state: number): Severity {
  return state === ALERT_PROCESSING ? 'warning' : state === ALERT_CLOSED ? 'success' : 'error';
}

/** Message id of a state cell (spec 1 section 9: 2 open, 6 processing, 3 closed). */
export function stateMessageId(state: number): 'alerts.state.open' | 'alerts.state.processing' | 'alerts.state.closed' | 'alerts.state.other' {
  if (state === ALERT_OPEN) return 'alerts.state.open';
  if (state === ALERT_PROCESSING) return 'alerts.state.processing';
  if (state === ALERT_CLOSED) return 'alerts.state.closed';
  return 'alerts.state.other';
}
