/* Generated from schemas/api/action-evaluation.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/actions/evaluate/{survey}: how many open actions past their deadline were closed, as completed or failed.
 */
export interface ActionEvaluation {
evaluated: number
completed: number
failed: number
}
