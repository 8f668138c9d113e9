/**
 * Rule "every route answers a declared payload" (README: Tests): each REST route of the OpenAPI document declares
 * a 2xx response with a schema (a 204 has no body), so its answer is checked and typed from schemas/api/.
 * Rule "every route takes declared parameters": its path parameters, query and body are `$ref`s to schemas of
 * schemas/api/ (server/plugins/request-schemas.ts refuses any other route when the app is built).
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSchemas } from '../../schemas/api/index';
import { requireRequestSchemaRefs } from '../../server/plugins/request-schemas';
import { createTestApp, type TestApp } from '../support/app';

interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
}

let t: TestApp;
let doc: OpenApi;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  doc = t.app.swagger() as unknown as OpenApi;
});
afterAll(() => t.close());

/**
 * `METHOD /path` of each operation with no 2xx response that has a schema (JSON or a file); a 204 needs none, and
 * neither does a route whose only answer is a declared redirect (a campaign mail's click link).
 */
function routesWithoutResponseSchema(api: OpenApi): string[] {
  const missing: string[] = [];
  for (const [url, methods] of Object.entries(api.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const responses = Object.entries(op.responses ?? {});
      const success = responses.filter(([status]) => /^2/.test(status));
      const redirectOnly = success.length === 0 && responses.some(([status]) => /^3/.test(status));
      const declared = redirectOnly || success.some(([status, r]) => status === '204' || Object.values(r.content ?? {}).some((c) => c.schema));
      if (!declared) missing.push(`${method.toUpperCase()} ${url}`);
    }
  }
  return missing;
}

describe('payload contracts of the routes', () => {
  it('every REST route declares its 2xx response schema', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    expect(routesWithoutResponseSchema(doc)).toEqual([]);
  });

  it('the app has every REST route with its parameters by $ref (it would not build otherwise), documented one by one', () => {
    const ranking = doc.paths['/rest/vuejs/newranking/list/{survey}/{config}/{path}/{filter}']?.get as unknown as { parameters: { name: string; in: string; schema: object }[] };
    expect(ranking.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(['path survey', 'path config', 'path path', 'path filter']);
    // The OpenAPI document shows what the reference names, not the reference.
    expect(ranking.parameters[0]!.schema).toEqual({ type: 'string', pattern: '^[A-Za-z0-9_.-]{1,100}$' });
  });

  it('refuses a REST route whose path parameters, query or body are written inline, missing, or refer to no API schema', async () => {
    const build = async (url: string, schema: object) => {
      const app = Fastify({ logger: false });
      for (const s of apiSchemas) app.addSchema(s);
      requireRequestSchemaRefs(app, apiSchemas);
      try {
        app.post(url, { schema }, async () => ({}));
        await app.ready();
        return 'accepted';
      } catch (err) {
        return (err as Error).message;
      } finally {
        await app.close();
      }
    };
    const inline = { type: 'object', properties: { survey: { type: 'string' } } };
    expect(await build('/rest/x/:survey', { params: { $ref: 'SurveyParams#' }, querystring: { $ref: 'NoQuery#' }, body: { $ref: 'BugReport#' } })).toBe('accepted');
    expect(await build('/rest/x/:survey', { params: inline })).toMatch(/^POST \/rest\/x\/:survey: params is written inline\..*schemas\/api\/params\//);
    expect(await build('/rest/x/:survey', { params: { $ref: 'SurveyParams#' }, querystring: inline })).toMatch(/querystring is written inline/);
    expect(await build('/rest/x', { body: { $ref: 'BugReport#', maxLength: 3 } })).toMatch(/body is written inline/);
    expect(await build('/rest/x/:survey', {})).toMatch(/its path parameters have no schema/);
    expect(await build('/rest/x', { body: { $ref: 'Nowhere#' } })).toMatch(/body refers to Nowhere#, which is no schema of schemas\/api\//);
    // Outside the REST API (the identity provider's routes) the rule does not apply.
    expect(await build('/idp/x/:id', { params: { type: 'object', properties: { id: { type: 'string' } } } })).toBe('accepted');
  });
});
