/* Generated from schemas/components/actionPlan/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionPlanData as ApiActionPlanData } from '../../api/action-plan-data.gen.ts';

/**
 * Action plan data: the answer of GET vuejs/actions/actionplan/{survey}/{id}/{path}.
 */
export type ActionPlanData = ApiActionPlanData
