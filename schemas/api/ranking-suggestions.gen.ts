/* Generated from schemas/api/ranking-suggestions.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
export interface RankingSuggestions {
viewResults: {
header: string
paths: {
/**
 * The unit's title.
 */
text: string
/**
 * The unit's drill path, the target; not for display.
 */
value: string
/**
 * The titles of the units above it, from below the top unit down to its parent, joined by ' › ' (empty for a unit right below the top), so units of the same name can be told apart.
 */
context: string
}[]
}[]
}
