/* Generated from schemas/api/health.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
export interface Health {
status: ("ok" | "degraded")
database: ("ok" | "unreachable")
version?: string
}
