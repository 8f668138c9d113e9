/* Generated from schemas/api/script-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ScriptType } from './script-block.gen.ts';

/**
 * GET vuejs/scripts/{survey}/{surveyId} (a survey's scripts, its CONFIGURATION script first) and GET vuejs/scripts/globals/{survey} (the universe's global scripts): the rows of the scripts table.
 */
export interface ScriptList {
rows: ScriptRow[]
}
export interface ScriptRow {
id: number
scriptType: ScriptType
extname: string
description: string
disabled: boolean
updated: string
metaInterviewExtName: string
surveyId: (number | null)
eventCount: number
}
