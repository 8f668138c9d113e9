/* Generated from schemas/api/params/script-run-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * ?dryrun=true runs the script without keeping anything it reports (no events, no effects); false (the default) is a real run.
 */
export interface ScriptRunQuery {
dryrun?: boolean
}
