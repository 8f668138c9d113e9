/* Generated from schemas/api/params/indicator-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { IndicatorTimeSpan } from '../global-overview.gen.ts';

/**
 * GET vuejs/indicators/overview/... and block/...?timespan=: the time span the figures are for; the component's configured one (else the last 30 days) when absent.
 */
export interface IndicatorQuery {
timespan?: IndicatorTimeSpan
}
