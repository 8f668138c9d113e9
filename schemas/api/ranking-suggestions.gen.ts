/* Generated from schemas/api/ranking-suggestions.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
export interface RankingSuggestions {
viewResults: {
header: string
paths: {
text: string
value: string
}[]
}[]
}
