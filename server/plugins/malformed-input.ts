/**
 * Malformed input gets 400 with a readable message before any route code sees it (DESIGN.md rule 5), for every
 * route including the ones added later: bad percent escapes and over-long segments in the address (the router's
 * errors), NUL characters anywhere in the path, query or JSON body (PostgreSQL text cannot hold them), and
 * every /rest route documents that it may answer a 4xx `ApiError`.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from './errors';

/**
 * The longest path segment the router matches: the longest path parameter (a drill path with its filters, 4000
 * characters, `text` in schemas/api/params/path-parts.schema.json) with every character percent-encoded (the router
 * measures it encoded). The router's default of 100 answered 414 to deep paths with filters.
 */
export const MAX_PARAM_LENGTH = 3 * 4000;

/** Fastify's `frameworkErrors`: the router's own refusals answered in the API's error shape. */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ error: 'uri_too_long', message: `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.` });
    return;
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ error: 'bad_url', message: 'The address has a malformed percent escape (write a literal % as %25).' });
    return;
  }
  void reply.status(400).send({ error: 'bad_request', message: err.message });
}

/** Where a NUL character is in a value, as a readable location, or null. */
function nulIn(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${where} (a property name)`;
    const found = nulIn(inner, `${where}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Where an infinite number is in a value, or null. */
function nonFiniteIn(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : where;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nonFiniteIn(inner, `${where}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

export function refuseMalformedInput(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/rest/') || !route.schema) return;
    const response = (route.schema.response ?? {}) as Record<string, unknown>;
    if (!('4xx' in response)) route.schema = { ...route.schema, response: { ...response, '4xx': { $ref: 'ApiError#' } } };
  });
  // After validation: ajv coerces "Infinity" and "1e309" to Infinity and then skips its minimum and maximum.
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.url?.startsWith('/rest/')) return;
    const found = nonFiniteIn(request.params, 'params') ?? nonFiniteIn(request.query, 'querystring') ?? nonFiniteIn(request.body, 'body');
    if (found) throw new HttpError(400, 'not_finite', `${found} must be a finite number.`);
  });
  app.addHook('preValidation', async (request) => {
    // The routed path, not the raw URL: `/%72est/...` is a /rest route too.
    if (!request.routeOptions.url?.startsWith('/rest/')) return;
    const found = nulIn(request.params, 'params') ?? nulIn(request.query, 'querystring') ?? nulIn(request.body, 'body');
    if (found) throw new HttpError(400, 'nul_character', `${found} contains a NUL character (\\u0000), which no field accepts.`);
  });
}
