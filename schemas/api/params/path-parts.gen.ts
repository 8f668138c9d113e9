/* Generated from schemas/api/params/path-parts.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A survey, configuration, component or variable name: the characters of an extName, at most 100.
 * 
 * This interface was referenced by `PathParts`'s JSON-Schema
 * via the `definition` "name".
 */
export type ExtName = string
/**
 * As name, plus +: what the filter calls accept for every path parameter (kept as it was, not narrowed).
 * 
 * This interface was referenced by `PathParts`'s JSON-Schema
 * via the `definition` "filterName".
 */
export type FilterName = string
/**
 * A name with no character rule, only a length: what pages, load count, the bug list and changeuniverse accept (kept as it was).
 * 
 * This interface was referenced by `PathParts`'s JSON-Schema
 * via the `definition` "anyName".
 */
export type AnyName = string
/**
 * A drill path or filter token list: free text, but bounded.
 * 
 * This interface was referenced by `PathParts`'s JSON-Schema
 * via the `definition` "text".
 */
export type DrillText = string
/**
 * A typeahead search term.
 * 
 * This interface was referenced by `PathParts`'s JSON-Schema
 * via the `definition` "term".
 */
export type SearchTerm = string
/**
 * A row offset of a paged list (from, to); bounded, so 1e23 is a 400 and not a database error.
 * 
 * This interface was referenced by `PathParts`'s JSON-Schema
 * via the `definition` "offset".
 */
export type RowOffset = number
/**
 * A database row id (alert, interview, sample) that fits a JavaScript number exactly.
 * 
 * This interface was referenced by `PathParts`'s JSON-Schema
 * via the `definition` "rowId".
 */
export type RowId = number
/**
 * An action's id, or 0 for a new action (the action edit dialog's Add action).
 * 
 * This interface was referenced by `PathParts`'s JSON-Schema
 * via the `definition` "actionId".
 */
export type ActionId = number
/**
 * A day of the calendar as YYYY-MM-DD (an action's from date or deadline); the format refuses 2026-02-30.
 * 
 * This interface was referenced by `PathParts`'s JSON-Schema
 * via the `definition` "isoDay".
 */
export type IsoDay = string

/**
 * The pieces the route parameter and query schemas share, so that every call validates a survey name, a drill path or a row id the same way. Where a route deliberately accepts more or less than the common rule, the variant has its own name here rather than an inline copy.
 */
export interface PathParts {
[k: string]: unknown
}
