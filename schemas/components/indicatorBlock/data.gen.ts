/* Generated from schemas/components/indicatorBlock/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Indicators (GET vuejs/indicators/block/{survey}/{id}); the spec does not show the shape, so any object passes.
 */
export interface IndicatorBlockData {

}
