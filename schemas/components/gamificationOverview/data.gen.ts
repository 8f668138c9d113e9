/* Generated from schemas/components/gamificationOverview/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { GamificationOverview } from '../../api/gamification-overview.gen.ts';

/**
 * Gamification (GET vuejs/gamification/overview/{survey}/{id}/{path}).
 */
export type GamificationOverviewData = GamificationOverview
