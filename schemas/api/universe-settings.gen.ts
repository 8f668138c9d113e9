/* Generated from schemas/api/universe-settings.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/users/universe/{survey}: the session's universe (spec 3 Universe): its name, title, the locales a user may choose and the default one.
 */
export interface UniverseSettings {
name: string
title: string
locales: string[]
defaultLocale: string
sheetKey: string
}
