/* Generated from schemas/api/universe-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET and PUT vuejs/surveys/universedata/{survey} (spec 3 section 3, Universe): the caller's universe as the survey list's universe editor shows it. The name is read-only (PUT keeps it); the default locale is one of the locales.
 */
export interface UniverseData {
name: string
title: string
/**
 * @minItems 1
 */
locales: ("sv" | "da" | "nb" | "fi" | "en")[]
defaultLocale: ("sv" | "da" | "nb" | "fi" | "en")
sheetKey: string
}
