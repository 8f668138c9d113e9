/* Generated from schemas/api/script-block.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * This interface was referenced by `ScriptBlock`'s JSON-Schema
 * via the `definition` "scriptType".
 */
export type ScriptType = ("CONFIGURATION" | "GENERIC" | "JAVASCRIPT" | "GET_AVAILABLE_TIMESPANS" | "GET_DEFAULT_TIMESPAN" | "GET_ALERT_TIMESPAN" | "GET_SAMPLES_OPEN_TIMESPAN" | "GET_RANKING_TREND_TIMESPAN" | "GET_DRIVERS_TREND_TIMESPAN" | "GET_NOTIFICATION_EMAILS" | "GET_ALERT_EMAILS" | "GET_ACTION_EMAILS" | "GENERATE_ALERT" | "GET_EMAIL_CAMPAIGN" | "GET_TIME_CONFIGURATION" | "HANDLE_SAMPLE_UPDATED" | "HANDLE_NODESTATS" | "HANDLE_MSG_EVENT" | "HANDLE_AUTOFLOWS_EVENT" | "VALIDATE_SAMPLE" | "GET_UI_DETAILS")

/**
 * A script (spec 3 section 3, Script block) as GET vuejs/scripts/details, universe/details and create answer it and POST vuejs/scripts/{survey} saves it. A survey script has surveyId and metaInterviewExtName; a global script (global) and the universe script (universe) have neither. A CONFIGURATION script's text is the survey configuration (YAML). The fields the server keeps (updated, universeId, matchingMetaInterviews, events, eventCount) are ignored on save.
 */
export interface ScriptBlock {
id: number
scriptType: ScriptType
surveyId?: (number | null)
metaInterviewExtName?: string
extname: string
description: string
disabled: boolean
updated?: string
script: string
global?: boolean
/**
 * The universe's own script (route /script/{survey}); saved without the git confirmation.
 */
universe?: boolean
universeId?: number
/**
 * The surveys (extnames) the script applies to.
 */
matchingMetaInterviews?: string[]
/**
 * The newest events of the script's runs, newest first (at most 200).
 */
events?: ScriptEventRow[]
/**
 * All events the script has.
 */
eventCount?: number
}
/**
 * This interface was referenced by `ScriptBlock`'s JSON-Schema
 * via the `definition` "event".
 */
export interface ScriptEventRow {
id: number
eventType: ("ERROR" | "WARNING" | "INFO")
updated: string
message: string
}
