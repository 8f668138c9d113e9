/* Generated from schemas/api/params/api-key-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * One API key of a survey: GET vuejs/surveys/apikey/delete/{survey}/{id}.
 */
export interface ApiKeyParams {
survey: ExtName
id: RowId
}
