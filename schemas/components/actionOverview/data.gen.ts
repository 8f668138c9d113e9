/* Generated from schemas/components/actionOverview/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionManagerData } from '../../api/action-manager-data.gen.ts';

/**
 * Action manager data (the overview reads the manager call): GET vuejs/actions/actionmanager/{survey}/{id}/{path}.
 */
export type ActionOverviewData = ActionManagerData
