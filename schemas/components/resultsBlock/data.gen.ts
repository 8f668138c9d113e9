/* Generated from schemas/components/resultsBlock/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ResultsSummary } from '../../api/results-summary.gen.ts';

/**
 * Results summary (GET vuejs/results/summary/{survey}/{id}/{path}).
 */
export type ResultsBlockData = ResultsSummary
