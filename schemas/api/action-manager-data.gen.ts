/* Generated from schemas/api/action-manager-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionPlanData, ActionSummary } from './action-plan-data.gen.ts';

/**
 * GET vuejs/actions/actionmanager/{survey}/{id}/{path} (also the action overview): the unit's open and closed actions, the suggested ones, and the plan.
 */
export interface ActionManagerData {
anchorable: boolean
isActionsConfigured: boolean
canEdit: boolean
/**
 * The root user: the 'evaluate' button.
 */
canEvaluate: boolean
openActions: ActionSummary[]
closedActions: ActionSummary[]
suggestedActions: ActionSummary[]
actionPlanData: ActionPlanData
}
