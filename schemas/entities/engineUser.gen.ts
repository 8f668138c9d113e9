/* Generated from schemas/entities/engineUser.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * What the page engine knows of the signed-in user (a part of the user identity, spec 1 section 3).
 */
export interface EngineUser {
username: string
role: (string | null)
isRoot: boolean
locale: ("sv" | "da" | "nb" | "fi" | "en")
}
