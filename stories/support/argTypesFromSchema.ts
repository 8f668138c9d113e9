/**
 * Storybook controls from a component's config schema (the one way the catalogue gets its argTypes): a flag is a
 * checkbox, an enum (size, period) a choice, a number a number field, a string a text field, a list of enum values a
 * set of checkboxes, and anything else (localized titles, columns, nested components) a JSON object field. Each
 * control is described with the schema's own title and description, which the widget's docs page shows.
 */
import type { ArgTypes } from '@storybook/react-vite';

export type JsonSchema = {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  deprecated?: boolean;
  $defs?: Record<string, JsonSchema>;
};

/** Finds the schema a `$ref` points at, relative to the `$id` of the schema it is written in. */
export type SchemaLookup = (ref: string, base: string) => { schema: JsonSchema; base: string } | undefined;

/** A lookup over a set of whole schemas (each with an absolute `$id`), following JSON pointers into them. */
export function schemaLookup(schemas: readonly JsonSchema[]): SchemaLookup {
  const byId = new Map(schemas.map((s) => [s.$id!, s]));
  return (ref, base) => {
    const url = new URL(ref, base);
    const id = `${url.origin}${url.pathname}`;
    let node: unknown = byId.get(id);
    for (const part of url.hash.replace(/^#\/?/, '').split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[decodeURIComponent(part)];
    return node ? { schema: node as JsonSchema, base: id } : undefined;
  };
}

/** The schema with its `$ref` followed (its own keywords win over the target's), until there is none. */
function deref(schema: JsonSchema, base: string, lookup: SchemaLookup): { schema: JsonSchema; base: string } {
  let current = { schema, base };
  for (let depth = 0; current.schema.$ref && depth < 10; depth++) {
    const target = lookup(current.schema.$ref, current.base);
    if (!target) break;
    const { $ref: _ref, ...own } = current.schema;
    current = { schema: { ...target.schema, ...own }, base: target.base };
  }
  return current;
}

/** Every property a config may have: its own and those of the schemas it composes (`$ref`, `allOf`). */
export function configProperties(schema: JsonSchema, lookup: SchemaLookup, base = schema.$id ?? ''): Map<string, { schema: JsonSchema; base: string }> {
  const out = new Map<string, { schema: JsonSchema; base: string }>();
  const resolved = deref(schema, base, lookup);
  for (const part of resolved.schema.allOf ?? []) for (const [name, prop] of configProperties(part, lookup, resolved.base)) out.set(name, prop);
  for (const [name, prop] of Object.entries(resolved.schema.properties ?? {})) out.set(name, { schema: prop, base: resolved.base });
  return out;
}

function types(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum) return [...new Set(schema.enum.map((v) => typeof v))];
  return [];
}

/** One control and its docs row. */
function argType(name: string, schema: JsonSchema, base: string, lookup: SchemaLookup): ArgTypes[string] {
  const { schema: s } = deref(schema, base, lookup);
  const description = [s.description ?? s.title, s.deprecated ? '(Deprecated.)' : ''].filter(Boolean).join(' ');
  const row = (summary: string, control: ArgTypes[string]['control'], options?: unknown[]): ArgTypes[string] => ({
    name,
    description,
    control,
    ...(options ? { options } : {}),
    table: { type: { summary } },
  });
  const kinds = types(s);
  if (s.enum) return row(s.enum.map((v) => JSON.stringify(v)).join(' | '), { type: 'select' }, s.enum);
  if (kinds.length === 1 && kinds[0] === 'boolean') return row('boolean', { type: 'boolean' });
  if (kinds.length === 1 && (kinds[0] === 'integer' || kinds[0] === 'number')) return row(kinds[0], { type: 'number', ...(s.minimum !== undefined ? { min: s.minimum } : {}), ...(s.maximum !== undefined ? { max: s.maximum } : {}) });
  if (kinds.length === 1 && kinds[0] === 'string') return row('string', { type: 'text' });
  if (kinds.length === 1 && kinds[0] === 'array' && s.items) {
    const items = deref(s.items, base, lookup).schema;
    if (items.enum) return row(`(${items.enum.map((v) => JSON.stringify(v)).join(' | ')})[]`, { type: 'inline-check' }, items.enum);
  }
  // A choice between a known value and free text (a period type or a custom period's name) is typed as text.
  const alternatives = (s.anyOf ?? s.oneOf)?.map((a) => deref(a, base, lookup).schema);
  if (alternatives?.every((a) => a.enum?.every((v) => typeof v === 'string') || types(a).join() === 'string')) return row('string', { type: 'text' });
  return row(s.title ?? (kinds.join(' | ') || 'JSON'), { type: 'object' });
}

/** The controls of every property of a config schema, in the schema's order. */
export function argTypesFromSchema(schema: JsonSchema, lookup: SchemaLookup): ArgTypes {
  const out: ArgTypes = {};
  for (const [name, prop] of configProperties(schema, lookup)) out[name] = argType(name, prop.schema, prop.base, lookup);
  return out;
}
