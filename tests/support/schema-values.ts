/**
 * Values from the JSON Schemas of the OpenAPI document: a minimal valid value (the route matrix's fallback
 * where it has no real id) and fast-check arbitraries of valid and of invalid values (the fuzz test). Covers
 * what the API's schemas use: $ref, anyOf/oneOf, enum/const, objects, arrays, strings (length, pattern,
 * date-time), integers and numbers (bounds), booleans and nullable types.
 */
import fc from 'fast-check';
import type { Schema } from './openapi-routes';

type Components = Record<string, Schema>;

export function deref(schema: Schema, components: Components): Schema {
  let s = schema;
  for (let i = 0; typeof s.$ref === 'string' && i < 20; i++) {
    const name = s.$ref.replace(/^#\/components\/schemas\//, '');
    const target = components[name];
    if (!target) throw new Error(`Unresolved schema reference ${s.$ref}`);
    s = target;
  }
  return s;
}

function typesOf(s: Schema): string[] {
  const t = s.type;
  const list = Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
  return s.nullable === true ? [...list, 'null'] : list;
}

/** A small valid value: required properties only, minimum lengths, the first enum member. */
export function minimalValue(schema: Schema, components: Components): unknown {
  const s = deref(schema, components);
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('const' in s) return s.const;
  const alternatives = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (alternatives?.length) return minimalValue(alternatives[0]!, components);
  const type = typesOf(s).find((t) => t !== 'null') ?? 'object';
  switch (type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required ?? []) as string[];
      return Object.fromEntries(required.map((k) => [k, minimalValue(props[k] ?? {}, components)]));
    }
    case 'array':
      return Array.from({ length: Number(s.minItems ?? 0) }, () => minimalValue((s.items ?? {}) as Schema, components));
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'date-time') return '2024-01-01T00:00:00Z';
      return 'a'.repeat(Math.max(1, Number(s.minLength ?? 1)));
    default:
      return null;
  }
}

/** Valid values of a schema (depth-limited: deep optional parts are left out). */
export function validArbitrary(schema: Schema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(schema, components);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if ('const' in s) return fc.constant(s.const);
  const alternatives = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validArbitrary(a, components, depth + 1)));
  const types = typesOf(s);
  const options = (types.length ? types : ['object']).map((t) => typed(t, s, components, depth));
  return options.length === 1 ? options[0]! : fc.oneof(...options);
}

function typed(type: string, s: Schema, components: Components, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = typeof s.minimum === 'number' ? s.minimum : -1e6;
      const max = typeof s.maximum === 'number' ? s.maximum : 1e6;
      return fc.oneof(fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) }), fc.constantFrom(min, Math.min(max, Number.MAX_SAFE_INTEGER)));
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: typeof s.minimum === 'number' ? s.minimum : undefined, max: typeof s.maximum === 'number' ? s.maximum : undefined });
    case 'string': {
      if (s.format === 'date-time') return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      const minLength = Number(s.minLength ?? 0);
      const maxLength = Math.min(Number(s.maxLength ?? 60), minLength + 60);
      if (typeof s.pattern === 'string') {
        const re = new RegExp(s.pattern);
        return fc.stringMatching(re).filter((v) => v.length >= minLength && v.length <= Number(s.maxLength ?? Infinity));
      }
      return fc.string({ unit: 'grapheme', minLength, maxLength });
    }
    case 'array': {
      const items = (s.items ?? {}) as Schema;
      return fc.array(validArbitrary(items, components, depth + 1), { minLength: Number(s.minItems ?? 0), maxLength: Math.min(Number(s.maxItems ?? 4), 4) });
    }
    default: {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required ?? []) as string[]);
      const keys = Object.keys(props).filter((k) => required.has(k) || depth < 3);
      return fc.record(Object.fromEntries(keys.map((k) => [k, validArbitrary(props[k]!, components, depth + 1)])), {
        requiredKeys: keys.filter((k) => required.has(k)),
      });
    }
  }
}

/** Values that are wrong in the ways callers and attackers get them wrong: other types, edges, prototype names. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, 0, -1, -0, 1e23, 2 ** 53, '', ' ', '__proto__', 'constructor', 'Infinity', '-0', 'NaN', '1e309', '\u0000', 'a\u0000b'),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'x'), fc.string({ maxLength: 5 })),
  );
}

/** An object schema's value with one property replaced by a hostile value, removed, or an extra one added. */
export function invalidObjectArbitrary(schema: Schema, components: Components): fc.Arbitrary<unknown> {
  const s = deref(schema, components);
  const props = Object.keys((s.properties ?? {}) as Record<string, Schema>);
  const valid = validArbitrary(schema, components);
  if (!props.length) return fc.oneof(hostileValue(), valid.map((v) => ({ __proto__: 1, constructor: 'x', v })));
  return fc.oneof(
    hostileValue(),
    fc.tuple(valid, fc.constantFrom(...props), hostileValue()).map(([v, k, bad]) => ({ ...(v as object), [k]: bad })),
    fc.tuple(valid, fc.constantFrom(...props)).map(([v, k]) => Object.fromEntries(Object.entries(v as object).filter(([key]) => key !== k))),
    valid.map((v) => JSON.parse(`{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},${JSON.stringify(v).slice(1)}`.replace(/,}$/, '}')) as unknown),
  );
}
