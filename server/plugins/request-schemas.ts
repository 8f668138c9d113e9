/**
 * Rule "one definition per payload" for what a caller sends (README: Tests): every /rest route's path
 * parameters, query and body are a `$ref` to a schema of schemas/api/ (`{ $ref: 'RankingListParams#' }`), whose
 * TypeScript type `npm run gen` generates for the route's generic and the client's call. A route that writes
 * one inline, or has path parameters and no schema for them, is refused when it is registered.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

type Json = Record<string, unknown>;

const REQUEST_PARTS = ['params', 'querystring', 'body'] as const;

/** The request parts of a route that are not a `$ref` to one of the API schemas (`ids`), with why. */
export function inlineRequestSchemas(route: Pick<RouteOptions, 'url' | 'schema'>, ids: ReadonlySet<string>): string[] {
  const schema = (route.schema ?? {}) as Json;
  const found: string[] = [];
  for (const part of REQUEST_PARTS) {
    const given = schema[part] as Json | undefined;
    if (given === undefined) continue;
    const ref = typeof given.$ref === 'string' ? given.$ref : null;
    if (!ref || Object.keys(given).length !== 1) found.push(`${part} is written inline`);
    else if (!ids.has(ref.replace(/#$/, ''))) found.push(`${part} refers to ${ref}, which is no schema of schemas/api/`);
  }
  if (route.url.includes(':') && schema.params === undefined) found.push('its path parameters have no schema');
  return found;
}

/** Refuses, when it is registered, a /rest route whose request schemas are not `$ref`s to schemas/api/. */
export function requireRequestSchemaRefs(app: FastifyInstance, apiSchemas: readonly Json[]): void {
  const ids = new Set(apiSchemas.map((s) => String(s.$id)));
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/rest/')) return;
    const problems = inlineRequestSchemas(route, ids);
    if (problems.length) {
      const method = [route.method].flat().join(',');
      throw new Error(
        `${method} ${route.url}: ${problems.join('; ')}. Declare it as a schema file in schemas/api/params/ (or schemas/api/), run \`npm run gen\`, and use { $ref: '<Id>#' } and its generated type.`,
      );
    }
  });
}

/**
 * The OpenAPI document lists path and query parameters one by one, each with its schema; @fastify/swagger
 * leaves a `$ref` inside them (`PathParts#/$defs/name`) unresolved. This gives it the parameters' schemas with
 * every reference to an API schema replaced by what it names, as if written inline.
 */
export function inlineParameterRefs<S extends object>(schema: S, apiSchemas: readonly Json[]): S {
  const byId = new Map(apiSchemas.map((s) => [String(s.$id), s]));
  // `properties` maps names to schemas: a parameter may be called `title`.
  const resolveEach = (map: Json, depth: number): Json => Object.fromEntries(Object.entries(map).map(([k, v]) => [k, resolve(v, depth)]));
  const resolve = (node: unknown, depth = 0): unknown => {
    if (Array.isArray(node)) return node.map((n) => resolve(n, depth));
    if (!node || typeof node !== 'object') return node;
    let obj = node as Json;
    if (typeof obj.$ref === 'string' && !obj.$ref.startsWith('#')) {
      if (depth > 16) throw new Error(`${obj.$ref}: references nest too deep`);
      const [id = '', pointer = ''] = obj.$ref.split('#');
      const target = pointer.split('/').filter(Boolean).reduce<unknown>((at, key) => (at as Json | undefined)?.[key], byId.get(id));
      if (!target) throw new Error(`${obj.$ref}: no such API schema`);
      const { $ref: _ref, ...rest } = obj;
      obj = { ...(target as Json), ...rest };
      return resolve(obj, depth + 1);
    }
    const out: Json = {};
    for (const [key, value] of Object.entries(obj)) {
      if (key === '$id' || key === '$defs' || key === 'title') continue;
      out[key] = key === 'properties' && value && typeof value === 'object' ? resolveEach(value as Json, depth) : resolve(value, depth);
    }
    return out;
  };
  const out = { ...schema } as Json;
  for (const part of ['params', 'querystring'] as const) if (out[part]) out[part] = resolve(out[part]);
  return out as S;
}
