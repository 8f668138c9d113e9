/**
 * The widget registry: component `type` → React component (and its fixtures, for Storybook and the
 * fixture test). The app, each test and each story build their own from a list of definitions
 * (`createRegistry`) and hand it to the engine through `<RegistryProvider>`; the engine knows no widget.
 */
import type { ComponentType as ReactComponent } from 'react';
import type { ComponentConfigs, ComponentDatas, ComponentType } from '../schemas/components/types.gen.ts';
import type { ComponentDescriptor } from '../schemas/page/component.gen.ts';
import type { ConfigMigration } from './descriptor/configMigrations.ts';
import type { FetchJson } from './react/context.tsx';

export interface WidgetProps<C = unknown> {
  id: string;
  type: string;
  config: C;
  /** The whole descriptor (containers read their nested components from it). */
  descriptor: ComponentDescriptor;
}

/** One example: a config and the data the server would answer with; both valid against the schemas. */
export interface WidgetFixture<T extends ComponentType> {
  name: string;
  config: ComponentConfigs[T];
  /** Missing for components that make no data call. */
  data?: ComponentDatas[T];
  /** Further data: of nested components by their id (containers), or of a second call by its key (`chart/0`). */
  children?: Record<string, unknown>;
}

/** What a widget's query factory is given: the page's drill context, the component's id and the engine's call. */
export interface WidgetQueryContext {
  surveyExtName: string;
  drillPath: string;
  componentId: string;
  fetchJson: FetchJson;
}

/** React Query options of a widget's data (its key may be shared with a screen showing the same resource). */
export interface WidgetQuery {
  queryKey: readonly unknown[];
  // A method, so options made by `queryOptions` with any key type fit (method parameters are checked both ways).
  queryFn?(context: never): unknown;
}

export interface WidgetDefinition<T extends ComponentType = ComponentType> {
  type: T;
  /**
   * The config version the widget understands. A component that says it was written for a newer one
   * shows as unknown; an older one is brought up to this by `migrations`.
   */
  version: number;
  component: ReactComponent<WidgetProps<ComponentConfigs[T]>>;
  fixtures: WidgetFixture<T>[];
  /** Steps from older configs of this type to `version`, run before the config is checked. */
  migrations?: ConfigMigration[];
  /** The query options of the component's data: page loaders prefetch with it, the widget reads with it; null when the config alone cannot say what to read. */
  query?: (context: WidgetQueryContext, config: ComponentConfigs[T]) => WidgetQuery | null;
}

/** A definition of one type, typed against its config, ready for a list of definitions of every type. */
export function defineWidget<T extends ComponentType>(definition: WidgetDefinition<T>): WidgetDefinition {
  return definition as unknown as WidgetDefinition;
}

export interface WidgetRegistry {
  get(type: string): WidgetDefinition | undefined;
  /** Every definition, by type. */
  all(): WidgetDefinition[];
}

export function createRegistry(definitions: readonly WidgetDefinition[]): WidgetRegistry {
  const byType = new Map<string, WidgetDefinition>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new Error(`Two widgets are defined for the type "${definition.type}"`);
    byType.set(definition.type, definition);
  }
  const sorted = [...byType.values()].sort((a, b) => a.type.localeCompare(b.type));
  return { get: (type) => byType.get(type), all: () => [...sorted] };
}
