/* Generated from schemas/api/params/api-key-create-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText } from './path-parts.gen.ts';

/**
 * GET vuejs/surveys/apikey/create/{survey}: the new key's type (default 4, big screen) and drill path (default the survey's top unit).
 */
export interface ApiKeyCreateQuery {
type?: (1 | 2 | 3 | 4)
path?: DrillText
}
