/**
 * JSON-schema pieces the route files share for path parameters and error responses, so that every call
 * validates a survey name, a drill path or a row id the same way. Where a route deliberately accepts more or
 * less than the common rule, the variant has its own name here rather than an inline copy.
 */

const apiError = { $ref: 'ApiError#' };

/** The error answers of a survey call (503: it took too long, db/pool.ts); a route with more (409) spreads this and adds its own. */
export const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 503: apiError };

/** A survey, configuration, component or variable name: the characters of an extName, at most 100. */
export const name = { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,100}$' };

/** As `name`, plus `+`: what the filter calls accept for every path parameter (kept as it was, not narrowed). */
export const filterName = { type: 'string', pattern: '^[A-Za-z0-9_.+-]{1,100}$' };

/** A name with no character rule, only a length: what pages, load count and the bug list accept (kept as it was). */
export const anyName = { type: 'string', minLength: 1, maxLength: 100 };

/** A drill path or filter token list: free text, but bounded. */
export const text = { type: 'string', minLength: 1, maxLength: 4000 };

/** A typeahead search term. */
export const term = { type: 'string', minLength: 1, maxLength: 100 };

/** A row offset of a paged list (from, to); bounded, so `1e23` is a 400 and not a database error. */
export const offset = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER };

/** A database row id (alert, interview, sample) that fits a JavaScript number exactly. */
export const rowId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };

/** The params schema of a route path: every path parameter is required, so `required` is the property names. */
export function pathParams<P extends Record<string, object>>(properties: P) {
  return { type: 'object', required: Object.keys(properties), properties };
}
