/* Generated from schemas/components/actionOverview/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionManagerAnswer } from '../../entities/actionManagerData.gen.ts';

/**
 * Action manager data.
 */
export type ActionOverviewData = ActionManagerAnswer
