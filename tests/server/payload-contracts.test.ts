/**
 * Rule "every route answers a declared payload" (README: Tests): each REST route of the OpenAPI document declares
 * a 2xx response with a schema (a 204 has no body), so its answer is checked and typed from schemas/api/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** `METHOD /path` of each operation with no 2xx response that has a schema (JSON or a file); a 204 needs none. */
function routesWithoutResponseSchema(api: OpenApi): string[] {
  const missing: string[] = [];
  for (const [url, methods] of Object.entries(api.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const success = Object.entries(op.responses ?? {}).filter(([status]) => /^2/.test(status));
      const declared = success.some(([status, r]) => status === '204' || Object.values(r.content ?? {}).some((c) => c.schema));
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
});
