import type { ScriptType } from '../../api/scripts.ts';

/** The script types of spec 3 section 4 in the schema's order (scriptTypes.test.ts holds it to schemas/api/script-block.schema.json). */
export const SCRIPT_TYPES = [
  'CONFIGURATION',
  'GENERIC',
  'JAVASCRIPT',
  'GET_AVAILABLE_TIMESPANS',
  'GET_DEFAULT_TIMESPAN',
  'GET_ALERT_TIMESPAN',
  'GET_SAMPLES_OPEN_TIMESPAN',
  'GET_RANKING_TREND_TIMESPAN',
  'GET_DRIVERS_TREND_TIMESPAN',
  'GET_NOTIFICATION_EMAILS',
  'GET_ALERT_EMAILS',
  'GET_ACTION_EMAILS',
  'GENERATE_ALERT',
  'GET_EMAIL_CAMPAIGN',
  'GET_TIME_CONFIGURATION',
  'HANDLE_SAMPLE_UPDATED',
  'HANDLE_NODESTATS',
  'HANDLE_MSG_EVENT',
  'HANDLE_AUTOFLOWS_EVENT',
  'VALIDATE_SAMPLE',
  'GET_UI_DETAILS',
] as const satisfies readonly ScriptType[];

/** Spec 3 section 4: configuration scripts are edited as YAML, all others as JavaScript. */
export const languageOfType = (type: ScriptType) => (type === 'CONFIGURATION' ? 'yaml' : 'javascript');

/** Spec 3 section 4: only HANDLE_SAMPLE_UPDATED runs for an interview id. */
export const runsForInterview = (type: ScriptType) => type === 'HANDLE_SAMPLE_UPDATED';
