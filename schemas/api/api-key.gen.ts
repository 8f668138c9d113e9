/* Generated from schemas/api/api-key.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * An API key of a survey (spec 3 section 3): extname is read-only (the token's first characters), type 1 CSI widget, 2 Google widget, 3 API access, 4 big screen; path is the drill path the key may see. POST vuejs/surveys/apikey/{survey} saves type and path of the key with this id.
 */
export interface ApiKey {
id: number
extname: string
type: (1 | 2 | 3 | 4)
path: string
}
