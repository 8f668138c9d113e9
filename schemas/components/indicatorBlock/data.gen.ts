/* Generated from schemas/components/indicatorBlock/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { IndicatorBlock } from '../../api/indicator-block.gen.ts';

/**
 * Indicators of one survey (GET vuejs/indicators/block/{survey}/{id}?timespan=).
 */
export type IndicatorBlockData = IndicatorBlock
