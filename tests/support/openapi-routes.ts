/**
 * The routes of the app's OpenAPI document as the route matrix and the fuzz test use them: method, path
 * template, access declaration (`x-access`), parameter, query and body schemas and the response schemas by
 * status, with `#/components/schemas/...` references resolvable against `components`.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../server/plugins/access';

export type Schema = Record<string, unknown>;

export interface Operation {
  method: string;
  /** OpenAPI path template, e.g. `/rest/vuejs/interview/{survey}/{id}`. */
  path: string;
  /** `METHOD /path`: the key fixtures and messages use. */
  key: string;
  access: RouteAccess | undefined;
  params: Record<string, Schema>;
  query: Record<string, Schema>;
  requiredQuery: string[];
  body: Schema | null;
  /** Response schema by status (`200`, `4XX`, ...); null for a declared status without content. */
  responses: Record<string, Schema | null>;
}

export interface ApiDocument {
  operations: Operation[];
  components: Record<string, Schema>;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Schema;
}

interface OpenApiOperation {
  'x-access'?: RouteAccess;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

export async function apiDocument(app: FastifyInstance): Promise<ApiDocument> {
  await app.ready();
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>>; components: { schemas: Record<string, Schema> } };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase();
      const parameters = op.parameters ?? [];
      const responses: Record<string, Schema | null> = {};
      for (const [status, r] of Object.entries(op.responses ?? {})) responses[status] = r.content?.['application/json']?.schema ?? null;
      operations.push({
        method,
        path,
        key: `${method} ${path}`,
        access: op['x-access'],
        params: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema])),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        requiredQuery: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        body: op.requestBody?.content['application/json']?.schema ?? null,
        responses,
      });
    }
  }
  return { operations, components: doc.components.schemas };
}

/** The URL of an operation with its path parameters (encoded) and query. */
export function urlOf(op: Operation, params: Record<string, string>, query: Record<string, string> = {}): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.key}: no value for the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}
