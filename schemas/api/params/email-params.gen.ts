/* Generated from schemas/api/params/email-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * GET vuejs/users/checkemailavailability/{survey}/{email}: the address to check.
 */
export interface EmailParams {
survey: ExtName
email: string
}
