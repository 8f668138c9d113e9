/**
 * The widget registry: component `type` → React component (and its fixtures, for Storybook and the
 * fixture test). Widgets register themselves; the engine knows none of them.
 */
import type { ComponentType as ReactComponent } from 'react';
import type { ComponentConfigs, ComponentDatas, ComponentType } from '../schemas/components/types.gen.ts';
import type { ComponentDescriptor } from '../schemas/page/component.gen.ts';
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
  /** The descriptor schema version the widget was written for. */
  version: number;
  component: ReactComponent<WidgetProps<ComponentConfigs[T]>>;
  fixtures: WidgetFixture<T>[];
  /** The query options of the component's data: page loaders prefetch with it, the widget reads with it. */
  query?: (context: WidgetQueryContext, config: ComponentConfigs[T]) => WidgetQuery;
}

const registry = new Map<string, WidgetDefinition>();

export function registerWidget<T extends ComponentType>(definition: WidgetDefinition<T>): void {
  registry.set(definition.type, definition as unknown as WidgetDefinition);
}

export function getWidget(type: string): WidgetDefinition | undefined {
  return registry.get(type);
}

export function registeredWidgets(): WidgetDefinition[] {
  return [...registry.values()].sort((a, b) => a.type.localeCompare(b.type));
}
