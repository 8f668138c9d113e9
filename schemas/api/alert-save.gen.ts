/* Generated from schemas/api/alert-save.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * The alert save payload (spec 1 section 3): closed or not, the new comment (mandatory) and the answers to the alert's questions.
 */
export interface AlertSave {
isClosed: boolean
newComment: string
/**
 * @maxItems 100
 */
selections: AlertSelection[]
}
/**
 * This interface was referenced by `AlertSave`'s JSON-Schema
 * via the `definition` "alertSelection".
 */
export interface AlertSelection {
questionId: string
choiceId?: (number | null)
value?: (string | null)
}
