/* Generated from schemas/api/params/alert-list-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/alert/list and listnew ...?state=: only the alerts in this state (2 open, 6 processing, 3 closed).
 */
export interface AlertListQuery {
state?: (2 | 3 | 6)
}
