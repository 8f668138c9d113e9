/* Generated from schemas/api/api-key-created.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ApiKey } from './api-key.gen.ts';

/**
 * GET vuejs/surveys/apikey/create/{survey}: the new key and its token, shown this once (only its hash is stored).
 */
export interface ApiKeyCreated {
apiKey: ApiKey
token: string
}
