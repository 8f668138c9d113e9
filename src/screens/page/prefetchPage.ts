/**
 * The page loader's work (route.tsx imports it lazily, with the widgets): the descriptor, then the data of every
 * component through its widget's registered query options, the ones the widgets read on screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import { childComponents, componentIssues, migrateComponentConfig, preparePage, type WidgetQuery, type WidgetRegistry } from '../../../engine/index.tsx';
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
        if (widget.query && componentIssues(component).length === 0) queries.push(widget.query({ ...context, componentId: component.id }, component.config as never));
      } catch {
        component = descriptor; // a failed migration: its notice shows on screen
      }
    }
    for (const child of childComponents(component)) visit(child.component);
  };
  components.forEach(visit);
  return queries;
}

/** Fetches the page descriptor (one cache entry with the screen's), then prefetches every widget's data. */
export async function prefetchPage({ queryClient, api }: LoaderContext, params: PageRouteParams, widgets: WidgetRegistry = registry): Promise<void> {
  const descriptor = await queryClient.ensureQueryData(pageDescriptorQuery(api, params.surveyExtName, params.pageId));
  const prepared = preparePage(descriptor);
  if (!prepared.ok) return;
  const queries = widgetQueries(prepared.page.components, { surveyExtName: params.surveyExtName, drillPath: formatRoute(params.drillPath), fetchJson: fetchJsonOf(api) }, widgets);
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0])));
}
