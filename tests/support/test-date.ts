/**
 * The one day every test takes as today: the seeded template's two years of interviews end on it, the server
 * (app.inject and the e2e server process) resolves relative dates against it (FIXED_TODAY, server/clock.ts) and
 * the e2e browser's clock starts on it. Tests therefore see the same data whatever day they run.
 * `SIGHTLINE_TEST_DATE=YYYY-MM-DD` moves it; `npm run test:dates` runs the suites with it moved by days to a year.
 */
import { isIsoDate } from '../../core/dates';

export const DEFAULT_TEST_DATE = '2026-11-22';

function readTestDate(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_TEST_DATE;
  if (!isIsoDate(value)) throw new Error(`SIGHTLINE_TEST_DATE must be a date as YYYY-MM-DD, not "${value}"`);
  return value;
}

export const TEST_DATE = readTestDate(process.env.SIGHTLINE_TEST_DATE);
