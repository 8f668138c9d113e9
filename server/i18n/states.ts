/** Names of sample and alert states (the numbers of core/) in the server catalogue; undefined for a number without one. */
import { ALERT_CLOSED, ALERT_OPEN, ALERT_PROCESSING } from '../../core/alerts/validation';
import { text, type ServerMessageId } from './index';

const SAMPLE_STATES: Record<number, ServerMessageId> = {
  0: 'word.sampleState.0',
  1: 'word.sampleState.1',
  2: 'word.sampleState.2',
  3: 'word.sampleState.3',
  4: 'word.sampleState.4',
};
const ALERT_STATES: Record<number, ServerMessageId> = { [ALERT_OPEN]: 'alerts.state.open', [ALERT_PROCESSING]: 'alerts.state.processing', [ALERT_CLOSED]: 'alerts.state.closed' };

export function sampleStateName(locale: string, state: number): string | undefined {
  const id = SAMPLE_STATES[state];
  return id && text(locale, id);
}

export function alertStateName(locale: string, state: number): string | undefined {
  const id = ALERT_STATES[state];
  return id && text(locale, id);
}
