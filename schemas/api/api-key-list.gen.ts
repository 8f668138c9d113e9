/* Generated from schemas/api/api-key-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ApiKey } from './api-key.gen.ts';

/**
 * GET vuejs/surveys/apikey/{survey} and the answer of POST apikey/{survey} and apikey/delete: the survey's API keys, never their tokens.
 */
export interface ApiKeyList {
apiKeyRows: ApiKey[]
}
