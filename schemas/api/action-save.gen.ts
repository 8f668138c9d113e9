/* Generated from schemas/api/action-save.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionId } from './params/path-parts.gen.ts';

/**
 * POST vuejs/actions/updateaction/{survey}/{id} (spec 2 section 3, Action save payload). A new action (id 0) names its unit's drill path; the mandatory fields may come empty so that the answer names them (400 with fields).
 */
export interface ActionSave {
id: ActionId
path?: string
extname: string
state?: (0 | 1 | 2)
expression?: string
goal: (number | string | null)
periodStartDate: (string | null)
deadline: (string | null)
responsible?: string
/**
 * A new comment for the history; blank adds none.
 */
comments?: string
suggestion?: boolean
}
