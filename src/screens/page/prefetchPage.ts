/**
 * The page loader's work (route.tsx imports it lazily, with the widgets): the descriptor, then the data of the
 * components of the first screen through their widgets' registered query options, the ones the widgets read on
 * screen. The components below it fetch when scrolled near (engine/react/WhenNear.tsx), as the renderer shows them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { childComponents, componentIssues, firstRowsCount, FIRST_SCREEN_ROWS, migrateComponentConfig, preparePage, type WidgetQuery, type WidgetRegistry } from '../../../engine/index.tsx';
import type { ComponentDescriptor } from '../../../schemas/page/component.gen.ts';
import { formatRoute, type DrillRoute } from '../../../core/drillpath/tokens.ts';
import { fetchJsonOf } from '../../api/client.ts';
import { pageDescriptorQuery } from '../../api/pages.ts';
import type { LoaderContext } from '../../routing/loaders.ts';
import { registry } from './registry.ts';

export interface PageRouteParams {
  pageId: string;
  surveyExtName: string;
  drillPath: DrillRoute;
  /** The active view (the route's `?view=`): the server resolves the page's discriminators with it. */
  view?: string;
}

/** The query of each component (nested ones too) whose widget registers one and takes its config as it is on screen. */
export function widgetQueries(components: readonly ComponentDescriptor[], context: { surveyExtName: string; drillPath: string; fetchJson: ReturnType<typeof fetchJsonOf> }, widgets: WidgetRegistry): WidgetQuery[] {
  const queries: WidgetQuery[] = [];
  const visit = (descriptor: ComponentDescriptor) => {
    const widget = widgets.get(descriptor.type);
    let component = descriptor;
    // A component the engine shows as unknown or invalid (ComponentSlot.tsx) makes no call on screen either.
    if (widget && !(typeof descriptor.version === 'number' && descriptor.version > widget.version)) {
      try {
        component = migrateComponentConfig(descriptor, widget.migrations, widget.version);
        const query = widget.query && componentIssues(component).length === 0 ? widget.query({ ...context, componentId: component.id }, component.config as never) : null;
        if (query) queries.push(query);
      } catch {
        component = descriptor; // a failed migration: its notice shows on screen
      }
    }
    for (const child of childComponents(component)) visit(child.component);
  };
  components.forEach(visit);
  return queries;
}

/** The components the page renders at once: those of its first rows (PageView's grid); the rest wait to be scrolled near. */
export function firstScreenComponents(components: readonly ComponentDescriptor[]): ComponentDescriptor[] {
  return components.slice(0, firstRowsCount(components.map((c) => (c?.config as { size?: unknown } | undefined)?.size), FIRST_SCREEN_ROWS));
}

/** Fetches the page descriptor (one cache entry with the screen's), then prefetches the first screen's data. */
export async function prefetchPage({ queryClient, api }: LoaderContext, params: PageRouteParams, widgets: WidgetRegistry = registry): Promise<void> {
  const descriptor = await queryClient.ensureQueryData(pageDescriptorQuery(api, params.surveyExtName, params.pageId, params.view));
  const prepared = preparePage(descriptor);
  if (!prepared.ok) return;
  const queries = widgetQueries(firstScreenComponents(prepared.page.components), { surveyExtName: params.surveyExtName, drillPath: formatRoute(params.drillPath), fetchJson: fetchJsonOf(api) }, widgets);
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0])));
}
