/* Generated from schemas/api/params/shared-interview-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * GET vuejs/sharing/interview/{survey}/{id}/{token}: the token is the 256-bit share secret, base64url.
 */
export interface SharedInterviewParams {
survey: ExtName
id: RowId
token: string
}
