/**
 * Fixture data for whatever a pasted descriptor contains: each component gets the data of the
 * first fixture of its type that has data (nested components too), keyed by its id.
 */
import { childComponents } from '../../engine/index.tsx';
import { storyRegistry } from '../support/storyRegistry.ts';
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';

export function playgroundData(components: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const visit = (component: ComponentDescriptor) => {
    if (!component || typeof component !== 'object' || typeof component.id !== 'string') return;
    const fixture = storyRegistry.get(component.type)?.fixtures.find((f) => f.data !== undefined);
    if (fixture) {
      out[component.id] = fixture.data;
      for (const [key, value] of Object.entries(fixture.children ?? {})) if (key.includes('/')) out[`${component.id}/${key}`] = value;
    }
    if (component.config && typeof component.config === 'object') childComponents(component).forEach((child) => visit(child.component));
  };
  if (Array.isArray(components)) components.forEach((c) => visit(c as ComponentDescriptor));
  return out;
}
