/* Generated from schemas/api/action-plan-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/actions/actionplan/{survey}/{id}/{path}: the unit's open actions (its plan); anchorable is false where actions cannot be written (the widget shows 'no data').
 */
export interface ActionPlanData {
anchorable: boolean
isActionsConfigured: boolean
canEdit: boolean
actions: ActionSummary[]
}
/**
 * One action in a list (spec 2 section 3, Action): texts ready to show, the state, and for a suggestion (id 0) the actionable item it suggests.
 * 
 * This interface was referenced by `ActionPlanData`'s JSON-Schema
 * via the `definition` "actionSummary".
 */
export interface ActionSummary {
/**
 * 0 for a suggestion.
 */
id: number
/**
 * The actionable item.
 */
extname?: string
/**
 * The drill path of the action's unit.
 */
path?: string
variableText: string
goalText: string
periodText: string
deadlineText: string
/**
 * The unit the action belongs to.
 */
filterText: string
/**
 * The value the evaluation found (closed actions), the value so far (open ones), or the current value (suggestions).
 */
endValueText: string
varData: {
value: (number | null)
goal: (number | null)
inverse: boolean
min?: number
max?: number
/**
 * Suggestions: the driver's importance (0..100).
 */
importance?: number
}
/**
 * 0 open, 1 completed, 2 failed.
 */
state: (0 | 1 | 2)
}
