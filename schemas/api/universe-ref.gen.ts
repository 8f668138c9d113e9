/* Generated from schemas/api/universe-ref.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
export interface UniverseRef {
name: string
title: string
host?: (string | null)
}
