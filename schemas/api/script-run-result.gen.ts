/* Generated from schemas/api/script-run-result.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * What a run or dry run of a script gave: OK, THROWN (an exception, or code that does not compile), TIMEOUT, MEMORY, TOO_LARGE (the sandbox's codes, server/scripts/sandbox.ts) or INVALID (a CONFIGURATION script with errors); the message is the script's value as JSON when OK, else why it failed. A dry run keeps no events; a run keeps the script's log() events and an ERROR event when it fails.
 */
export interface ScriptRunResult {
returnCode: ("OK" | "THROWN" | "TIMEOUT" | "MEMORY" | "TOO_LARGE" | "INVALID")
message: string
}
