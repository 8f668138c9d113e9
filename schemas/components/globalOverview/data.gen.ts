/* Generated from schemas/components/globalOverview/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { GlobalOverview } from '../../api/global-overview.gen.ts';

/**
 * Global overview (GET vuejs/indicators/overview/{survey}/{id}?timespan=).
 */
export type GlobalOverviewData = GlobalOverview
