/**
 * One JSON Schema for the editor's completion and hover: the page descriptor or a whole CONFIGURATION script,
 * with every component's config completed from the schema of its type. Built from the schema files themselves,
 * each `$ref` replaced by what it points at (codemirror-json-schema's library does not follow references
 * between `$defs`); a reference back into itself (components inside a container's config) is left open.
 * Completion only: the errors come from the engine's own checks.
 */
import type { stateExtensions } from 'codemirror-json-schema';

type JSONSchema7 = NonNullable<Parameters<typeof stateExtensions>[0]>;
type Json = Record<string, unknown>;

// What a page or a CONFIGURATION script refers to; the data schemas stay out of the editor's chunk.
const FILES = import.meta.glob<Json>(
  ['../../schemas/page/*.schema.json', '../../schemas/components/common.schema.json', '../../schemas/components/*/config.schema.json', '../../schemas/entities/surveyConfiguration.schema.json', '../../schemas/api/global-overview.schema.json'],
  { eager: true, import: 'default' },
);
const byFile = new Map(Object.entries(FILES).map(([path, schema]) => [path.replace(/^.*\/schemas\//, 'schemas/'), schema]));

const pointer = (schema: unknown, fragment: string): unknown =>
  fragment
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], schema);

const COMPONENT = 'schemas/page/component.schema.json';
const CONFIG = /^schemas\/components\/([^/]+)\/config\.schema\.json$/;

/** The component envelope with the config of each type: which settings a config takes depends on its type. */
function withTypedConfig(envelope: Json): Json {
  const types = [...byFile.keys()].map((f) => CONFIG.exec(f)?.[1]).filter((t): t is string => Boolean(t)).sort();
  const properties = envelope.properties as Json;
  return {
    ...envelope,
    properties: { ...properties, type: { ...(properties.type as Json), enum: types } },
    allOf: types.map((type) => ({ if: { properties: { type: { const: type } }, required: ['type'] }, then: { properties: { config: { $ref: `../components/${type}/config.schema.json` } } } })),
  };
}

function inline(node: unknown, file: string, root: unknown, stack: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(n, file, root, stack));
  if (!node || typeof node !== 'object') return node;
  const { $ref, $id: _id, $schema: _schema, ...rest } = node as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(rest)) out[key] = inline(value, file, root, stack);
  if (typeof $ref !== 'string') return out;
  const [target = '', fragment = ''] = $ref.split('#');
  const targetFile = target ? new URL(target, `file:///${file}`).pathname.slice(1) : file;
  const key = `${targetFile}#${fragment}`;
  if (stack.includes(key)) return out; // back into itself: left open
  const targetRoot = target ? byFile.get(targetFile) : root;
  const resolved = targetFile === COMPONENT && !fragment ? withTypedConfig(targetRoot as Json) : pointer(targetRoot, fragment);
  return { ...(inline(resolved, targetFile, targetRoot, [...stack, key]) as Json), ...out };
}

const built = new Map<string, JSONSchema7>();

/** The schema of a page descriptor, or of a whole CONFIGURATION script (its pages are page descriptors). */
export function completionSchema(kind: 'page' | 'configuration'): JSONSchema7 {
  const file = kind === 'page' ? 'schemas/page/page.schema.json' : 'schemas/entities/surveyConfiguration.schema.json';
  if (!built.has(kind)) built.set(kind, inline(byFile.get(file), file, byFile.get(file), [file + '#']) as JSONSchema7);
  return built.get(kind)!;
}
