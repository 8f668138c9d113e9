/** What the server removes from a page before sending it to a user who is not root. */
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';
import type { PageDescriptor } from '../../schemas/page/page.gen.ts';
import { mapChildComponents } from './slots.ts';

type Json = Record<string, unknown>;

function isRootOnly(component: ComponentDescriptor): boolean {
  return (component.config as Json | undefined)?.rootOnly === true;
}

function filterList(list: ComponentDescriptor[], isRoot: boolean): ComponentDescriptor[] {
  return list.filter((c) => isRoot || !isRootOnly(c)).map((c) => filterComponent(c, isRoot));
}

/** Root-only children (in any of the container's slots) dropped, the rest filtered in turn. */
function filterComponent(component: ComponentDescriptor, isRoot: boolean): ComponentDescriptor {
  const filtered = mapChildComponents(component, (child) => (!isRoot && isRootOnly(child as ComponentDescriptor) ? undefined : filterComponent(child as ComponentDescriptor, isRoot)));
  const config = { ...(filtered.config as Json) };
  if (Array.isArray(config.blocks) && !isRoot) config.blocks = config.blocks.filter((b: Json) => b.rootOnly !== true);
  return { ...filtered, config };
}

/** Root users get everything; everyone else gets the page without root-only components and blocks. */
export function filterPageForUser(page: PageDescriptor, user: { isRoot: boolean }): PageDescriptor {
  return { ...page, components: filterList(page.components, user.isRoot) };
}
