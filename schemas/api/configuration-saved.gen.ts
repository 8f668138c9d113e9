/* Generated from schemas/api/configuration-saved.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * PUT vuejs/pages/configuration/{survey}: the script was saved, with this many pages.
 */
export interface ConfigurationSaved {
saved: boolean
pages: number
}
