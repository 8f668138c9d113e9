/** What the server removes from a page before sending it to a user who is not root. */
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';
import type { PageDescriptor } from '../../schemas/page/page.gen.ts';

type Json = Record<string, unknown>;

function isRootOnly(component: ComponentDescriptor): boolean {
  return (component.config as Json | undefined)?.rootOnly === true;
}

function filterList(list: ComponentDescriptor[], isRoot: boolean): ComponentDescriptor[] {
  return list.filter((c) => isRoot || !isRootOnly(c)).map((c) => filterComponent(c, isRoot));
}

function filterComponent(component: ComponentDescriptor, isRoot: boolean): ComponentDescriptor {
  const config = { ...(component.config as Json) };
  if (Array.isArray(config.tabs)) config.tabs = config.tabs.map((t: Json) => ({ ...t, components: filterList((t.components as ComponentDescriptor[]) ?? [], isRoot) }));
  if (Array.isArray(config.branches)) config.branches = config.branches.map((b: Json) => ({ ...b, components: filterList((b.components as ComponentDescriptor[]) ?? [], isRoot) }));
  if (Array.isArray(config.components)) config.components = filterList(config.components as ComponentDescriptor[], isRoot);
  if (Array.isArray(config.blocks) && !isRoot) config.blocks = config.blocks.filter((b: Json) => b.rootOnly !== true);
  if (config.fallback && !isRoot && isRootOnly(config.fallback as ComponentDescriptor)) delete config.fallback;
  return { ...component, config, ...(component.components ? { components: filterList(component.components, isRoot) } : {}) };
}

/** Root users get everything; everyone else gets the page without root-only components and blocks. */
export function filterPageForUser(page: PageDescriptor, user: { isRoot: boolean }): PageDescriptor {
  return { ...page, components: filterList(page.components, user.isRoot) };
}
