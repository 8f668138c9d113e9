/* Generated from schemas/components/priorityChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ChartConfig } from '../common.gen.ts';

/**
 * Priority chart (fetched with a dummy type segment).
 */
export type PriorityChartConfig = ChartConfig
