/**
 * Schema-derived fuzzing (DESIGN.md rule 5): for every route of the OpenAPI document, requests made from its
 * JSON Schemas (path parameters, query and body; valid and invalid) plus hostile path values (percent-encoded,
 * malformed escapes, very long, unicode, NUL, `Infinity`, `1e309`, `1e23`, `-0`, `__proto__`, `constructor`).
 * No answer may be 5xx, and every JSON answer must match the response schema its route declares for the status.
 * FUZZ_RUNS sets the requests per route (default 6 here; `npm run fuzz` runs 200); FUZZ_SEED replays a run.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { TEST_PUBLIC_URL } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { apiDocument, type ApiDocument, type Operation, type Schema } from '../support/openapi-routes';
import { hostileValue, invalidObjectArbitrary, validArbitrary } from '../support/schema-values';

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let database: TestDatabase;
let jobs: JobQueue;
let app: FastifyInstance;
let doc: ApiDocument;
let tokens: string[];
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/** Real values by parameter name, so part of the requests get past the survey and drill path lookups. */
const REAL: Record<string, string[]> = {
  survey: ['storevisit', 'service'],
  path: ['all', 'all,se,north', 'all;ftime=Ige01012000:01012100', 'all;gender=female', 'all;__proto__=x', 'all;constructor=x*y'],
  config: ['default', '__proto__', 'constructor', 'toString'],
  filter: ['none', 'gender', 'ftime=rmonths-11_0', '__proto__', 'constructor=1'],
  id: ['1', 'kpis', 'npsTrend', 'results', '__proto__', 'constructor'],
  type: ['months', 'weeks', '__proto__', 'constructor'],
  index: ['0', '1e309', '-0', '__proto__', 'constructor'],
  detailsvariable: ['nps', '__proto__', 'constructor'],
  sortVar: ['nps', '__proto__', 'constructor'],
  sortBy: ['eventdate', '__proto__', 'constructor'],
  action: ['approve', '__proto__', 'constructor'],
  sampleId: ['1', '2'],
  interviewId: ['1'],
  from: ['0'],
  to: ['10'],
  sort: ['default', 'createdAt:desc'],
  sortDesc: ['true', 'false'],
  universe: ['demo', 'b2b'],
  pageId: ['overview', '__proto__', 'constructor'],
  view: ['stores', '__proto__', 'constructor'],
};

/** Path values sent as they are (already encoded, or malformed on purpose) and values to encode. */
const RAW_SEGMENTS = ['%00', 'a%00b', '%', '%zz', '%E0%A4%A', '%C0%AF', '%2e%2e', '%252F', '%ff%fe', '..', '.'];
const HOSTILE_SEGMENTS = ['Infinity', '-Infinity', '1e309', '1e23', '-0', '0x10', '1.5', '9007199254740993', 'NaN', '__proto__', 'constructor', 'prototype', '\u0000', 'ö', 'ﬃ', '👩‍👩‍👧', '\u202e', 'a'.repeat(5000), ' ', 'all,', ',,', ';', '=', 'all;__proto__=1', 'all;constructor=x', 'true'];

function segment(name: string, schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    validArbitrary(schema, doc.components).map((v) => encodeURIComponent(String(v))),
    fc.constantFrom(...(REAL[name] ?? ['x'])).map(encodeURIComponent),
    fc.constantFrom(...HOSTILE_SEGMENTS).map(encodeURIComponent),
    fc.constantFrom(...RAW_SEGMENTS),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  );
}

function queryString(op: Operation): fc.Arbitrary<string> {
  const names = Object.keys(op.query);
  const pair = (name: string) =>
    fc.oneof(
      validArbitrary(op.query[name]!, doc.components).map((v) => `${encodeURIComponent(name)}=${encodeURIComponent(String(v))}`),
      fc.constantFrom(...HOSTILE_SEGMENTS.map(encodeURIComponent), ...RAW_SEGMENTS).map((v) => `${encodeURIComponent(name)}=${v}`),
    );
  const extra = fc.constantFrom('__proto__=1', 'constructor=x', 'a=%zz', 'x[y]=1');
  return fc.tuple(fc.subarray(names.map(pair)), fc.option(extra)).chain(([pairs, more]) =>
    (pairs.length ? fc.tuple(...pairs) : fc.constant([] as string[])).map((ps) => [...ps, ...(more ? [more] : [])].join('&')),
  );
}

interface Body {
  payload?: string;
  contentType?: string;
}

function body(op: Operation): fc.Arbitrary<Body> {
  const json = (v: unknown): Body => ({ payload: JSON.stringify(v), contentType: 'application/json' });
  if (!op.body) return fc.oneof(fc.constant({}), hostileValue().map(json));
  return fc.oneof(
    validArbitrary(op.body, doc.components).map(json),
    invalidObjectArbitrary(op.body, doc.components).map(json),
    fc.constantFrom<Body>(
      { payload: '{"a":', contentType: 'application/json' },
      { payload: '{"__proto__":{"x":1}}', contentType: 'application/json' },
      // JSON numbers that JavaScript reads as Infinity.
      ...['{"message":1e309,"network":1e309,"answers":{"a":1e309}}', '[1e309]', '{"isClosed":false,"newComment":"x","selections":[{"questionId":"q","choiceId":1e309}]}'].map((payload) => ({ payload, contentType: 'application/json' })),
      { payload: 'yaml: true', contentType: 'text/plain' },
      { payload: '', contentType: 'application/json' },
      {},
    ),
  );
}

function requests(op: Operation) {
  const names = Object.keys(op.params);
  const segments = names.length ? fc.tuple(...names.map((n) => segment(n, op.params[n]!))) : fc.constant([] as string[]);
  return fc.record({ segments, query: queryString(op), body: body(op), token: fc.constantFrom(...tokens) });
}

const validators = new Map<string, ValidateFunction>();

/** The declared response schema for a status, compiled with the document's components. */
function responseValidator(op: Operation, status: number): ValidateFunction | null | undefined {
  const key = String(status);
  const declared = key in op.responses ? key : `${key[0]}XX` in op.responses ? `${key[0]}XX` : 'default' in op.responses ? 'default' : null;
  if (!declared) return undefined;
  const schema = op.responses[declared];
  if (!schema) return null;
  const cacheKey = `${op.key} ${declared}`;
  let validate = validators.get(cacheKey);
  if (!validate) {
    validate = ajv.compile(withoutIds({ ...schema, components: { schemas: doc.components } }) as Schema);
    validators.set(cacheKey, validate);
  }
  return validate;
}

/** Component schemas keep their `$id`, which would move the base of `#/components/...` references. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([k]) => k !== '$id').map(([k, v]) => [k, withoutIds(v)]));
  return value;
}

async function login(username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username, password } });
  return res.json<{ authToken: string }>().authToken;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  // A queue without a worker: report calls run their checks and queue, nothing is built.
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 5 });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  doc = await apiDocument(app);
  tokens = ['', await login('root', 'sightline-root'), await login('user', 'sightline-user')];
});
afterAll(async () => {
  await app?.close();
  await jobs?.stop(2000).catch(() => {});
  await database?.drop();
});

describe('schema-derived fuzzing', () => {
  it('covers every route of the OpenAPI document', () => {
    expect(doc.operations.length).toBeGreaterThan(50);
  });

  it('answers every generated request without a 5xx and with the declared response schema', async () => {
    const problems: string[] = [];
    // Logout would end the sessions the other requests use; it is fuzzed last.
    const operations = [...doc.operations].sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requests(op), async (req) => {
          let i = 0;
          const path = op.path.replace(/\{\w+\}/g, () => req.segments[i++]!);
          const url = req.query ? `${path}?${req.query}` : path;
          const res = await app.inject({
            method: op.method as 'GET',
            url,
            headers: { ...(req.token ? { authorization: req.token } : {}), ...(req.body.contentType ? { 'content-type': req.body.contentType } : {}) },
            ...(req.body.payload !== undefined && op.method !== 'GET' ? { payload: req.body.payload } : {}),
          });
          const where = `${op.method} ${url.slice(0, 300)} body ${String(req.body.payload).slice(0, 200)}`;
          if (res.statusCode >= 500) {
            problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            return;
          }
          if (!String(res.headers['content-type'] ?? '').includes('application/json')) return;
          const validate = responseValidator(op, res.statusCode);
          if (validate === undefined) problems.push(`${where}: status ${res.statusCode} is not declared: ${res.body.slice(0, 200)}`);
          else if (validate && !validate(res.json())) problems.push(`${where}: ${res.statusCode} does not match its schema: ${ajv.errorsText(validate.errors)}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
