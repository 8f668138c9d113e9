/**
 * Stories built from widget fixtures and config schemas: each story renders one component through the engine exactly as
 * a page would render it (registry, config check, root-only handling), with fixture data instead of the server. Its args
 * are the component's config, with controls from the config schema (`argTypesFromSchema`), so changing a control
 * re-renders the widget with the changed config. Besides one story per fixture, a widget has the states every widget
 * shows: Loading (the call never answers), Empty (the data with its lists emptied), Error (the server fails) and
 * RootOnly (the config marked root only).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EngineUser } from '../../schemas/entities/engineUser.gen.ts';
import { ApiError } from '../../src/api/client.ts';
import { check, dataValidator } from '../../schemas/validators.ts';
import { ComponentSlot, FixtureEngine, fixtureData, type FetchJson, type Locale, type WidgetDefinition } from '../../engine/index.tsx';
import { argTypesFromSchema, configProperties, schemaLookup, type JsonSchema } from './argTypesFromSchema.ts';
import { storyRegistry } from './storyRegistry.ts';

export const STORY_USERS: Record<string, EngineUser> = {
  root: { username: 'root', role: 'admin', isRoot: true, locale: 'en' },
  admin: { username: 'admin', role: 'admin', isRoot: false, locale: 'en' },
  north: { username: 'user', role: 'north', isRoot: false, locale: 'en' },
};

const CONFIG_SCHEMAS = import.meta.glob<JsonSchema>('../../schemas/components/*/config.schema.json', { eager: true, import: 'default' });
const SHARED_SCHEMAS = import.meta.glob<JsonSchema>(['../../schemas/components/common.schema.json', '../../schemas/page/*.schema.json'], { eager: true, import: 'default' });
const lookup = schemaLookup([...Object.values(CONFIG_SCHEMAS), ...Object.values(SHARED_SCHEMAS)]);

export function configSchema(type: string): JsonSchema {
  const schema = CONFIG_SCHEMAS[`../../schemas/components/${type}/config.schema.json`];
  if (!schema) throw new Error(`No config schema for the component type "${type}"`);
  return schema;
}

/** The data a call answers with: the fixture's, none (a call that never answers) or a failure. */
type Source = { data: Record<string, unknown> } | { fetchJson: FetchJson };

/** A call that never answers: the widget stays in its loading state. */
const PENDING: FetchJson = () => new Promise<never>(() => undefined);
/** A call the server fails, as the app's client reports it. */
const FAILING: FetchJson = () => Promise.reject(new ApiError(500, 'internal', 'The server could not answer (story)'));

export function WidgetPreview({ type, config, source, locale, user }: { type: string; config: Record<string, unknown>; source: Source; locale: Locale; user: EngineUser }) {
  return (
    <FixtureEngine registry={storyRegistry} {...source} user={{ ...user, locale }} locale={locale}>
      <ComponentSlot descriptor={{ type, id: type, config }} />
    </FixtureEngine>
  );
}

/** A story rendering `type` with its args as the config; the toolbar chooses locale and user. */
function story(type: string, name: string, args: Record<string, unknown>, source: Source, parameters: Record<string, unknown> = {}): StoryObj {
  return {
    name,
    args,
    parameters,
    render: (current, { globals }) => {
      // A control cleared in the panel leaves its key undefined: the config then lacks the property.
      const config = Object.fromEntries(Object.entries(current).filter(([, value]) => value !== undefined));
      return <WidgetPreview type={type} config={config} source={source} locale={(globals.locale as Locale) ?? 'en'} user={STORY_USERS[globals.user as string] ?? STORY_USERS.root!} />;
    },
  };
}

function widget(type: string): WidgetDefinition {
  const definition = storyRegistry.get(type);
  if (!definition) throw new Error(`No widget is registered for the type "${type}"`);
  return definition;
}

/** The fixture's data with lists emptied: all of them, else the one list whose emptying the data schema accepts (the longest first). */
export function emptyData(type: string, data: unknown): unknown {
  const validator = dataValidator(type);
  if (data === undefined || !validator) return undefined;
  const valid = (value: unknown) => check(validator, value).length === 0;
  const lists: { path: (string | number)[]; length: number }[] = [];
  const emptied = (value: unknown, only: string | null, path: (string | number)[] = []): unknown => {
    if (Array.isArray(value)) {
      if (only === null || path.join('/') === only) {
        if (only === null && value.length > 0) lists.push({ path, length: value.length });
        if (value.length > 0) return [];
      }
      return value.map((v, i) => emptied(v, only, [...path, i]));
    }
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, emptied(v, only, [...path, k])]));
    return value;
  };
  // The walk that empties every list stops at each; the lists inside one are found by emptying it alone.
  const all = emptied(data, null);
  if (lists.length === 0) return undefined;
  if (valid(all)) return all;
  for (const list of [...lists].sort((a, b) => b.length - a.length)) {
    const one = emptied(data, list.path.join('/'));
    if (valid(one)) return one;
  }
  return undefined;
}

/** Which state stories a widget has: the data states when it makes a call of its own, RootOnly when its config allows it. */
export function widgetStates(type: string): { Loading: boolean; Empty: boolean; Error: boolean; RootOnly: boolean } {
  const first = widget(type).fixtures[0];
  // A container makes no call of its own, but the components in it do.
  const calls = first?.data !== undefined || Object.keys(first?.children ?? {}).length > 0;
  return {
    Loading: calls,
    Empty: first?.data !== undefined && emptyData(type, first.data) !== undefined,
    Error: calls,
    RootOnly: configProperties(configSchema(type), lookup).has('rootOnly'),
  };
}

/**
 * The stories of one widget type: `meta` (title, controls from the config schema, docs page from its descriptions),
 * `fixture(i)` per fixture and the state stories of `widgetStates`.
 */
export function widgetStories(type: string) {
  const definition = widget(type);
  const schema = configSchema(type);
  const first = definition.fixtures[0]!;
  const config = first.config as Record<string, unknown>;
  // The title and the docs tag are written in each stories file, where Storybook's indexer reads them.
  const meta: Meta = {
    argTypes: argTypesFromSchema(schema, lookup),
    parameters: {
      docs: {
        description: {
          component: `${schema.description ?? ''}\n\nOne story per fixture (\`widgets/${type}/fixtures.ts\`) and the states every widget shows. The controls are the config (\`schemas/components/${type}/config.schema.json\`): change one and the widget renders again with it.`,
        },
      },
    },
  };
  const fixtureSource = (index: number): Source => ({ data: fixtureData(type, definition.fixtures[index]!) });
  return {
    meta,
    fixture: (index: number): StoryObj => {
      const fixture = definition.fixtures[index];
      if (!fixture) throw new Error(`No fixture ${index} for ${type}`);
      return story(type, fixture.name, fixture.config as Record<string, unknown>, fixtureSource(index));
    },
    Loading: story(type, 'Loading', config, { fetchJson: PENDING }),
    Empty: story(type, 'Empty', config, { data: { ...fixtureData(type, first), [type]: emptyData(type, first.data) } }),
    // The widget logs the failure to the console once: the story tests expect that error.
    Error: story(type, 'Error', config, { fetchJson: FAILING }, { consoleErrors: 'expected' }),
    RootOnly: story(type, 'Root only', { ...config, rootOnly: true }, fixtureSource(0)),
  };
}
