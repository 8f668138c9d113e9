/**
 * The error answers the route files share. What a route accepts (path parameters, query, body) is a schema of
 * schemas/api/ (`params/` for path parameters and queries), referred to by its `$id`.
 */

const apiError = { $ref: 'ApiError#' };

/** The error answers of a survey call (503: it took too long, db/pool.ts); a route with more (409) spreads this and adds its own. */
export const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 503: apiError };
