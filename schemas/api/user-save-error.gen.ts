/* Generated from schemas/api/user-save-error.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { UserDetails } from './user-details.gen.ts';

/**
 * A refused user save (400): every broken rule in one message joined by commas, each rule's code, and for the details form the user data as the server holds it, which replaces the form.
 */
export interface UserSaveError {
error: string
message: string
errors?: string[]
user?: UserDetails
}
