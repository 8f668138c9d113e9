/* Generated from schemas/api/metainterview.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET and POST vuejs/surveys/metainterviewdata/{survey}/{surveyId} (spec 3 section 3, Metainterview): a survey's name text, organisation, tags and flags. extName is read-only (POST keeps it).
 */
export interface Metainterview {
extName: string
nameText: string
organisationName: string
tag: string
textTag: string
disabled: boolean
samplesOpen: boolean
}
