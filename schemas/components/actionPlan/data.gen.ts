/* Generated from schemas/components/actionPlan/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Action plan data (GET vuejs/actions/actionplan/{survey}/{id}/{path}).
 */
export interface ActionPlanData {
anchorable?: boolean
actions: {
id: number
variableText?: string
goalText?: string
periodText?: string
deadlineText?: string
filterText?: string
endValueText?: string
varData?: unknown
/**
 * 0 open, 1 completed, 2 failed.
 */
state: (0 | 1 | 2)
}[]
}
