/* Generated from schemas/api/meta-property.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A letter or digit, then letters, digits, '_', '.' or '-'.
 * 
 * This interface was referenced by `MetaProperty`'s JSON-Schema
 * via the `definition` "MetaPropertyKey".
 */
export type MetaPropertyKey = string

/**
 * A meta property of a survey: a key and a text value, kept in the configuration's metaProperties map.
 */
export interface MetaProperty {
key: MetaPropertyKey
value: string
}
