/**
 * Walking a component's children. Each container type declares its slots in its config schema
 * (see `schemas/components/slots.gen.ts`); the envelope's own `components` is the one slot every
 * type has. Validation, root-only filtering and migrations all walk through here.
 */
import { COMPONENT_SLOTS, type ConfigSlot } from '../../schemas/components/slots.gen.ts';
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function slotsOf(component: unknown): readonly ConfigSlot[] {
  const type = isObject(component) ? component.type : undefined;
  return (typeof type === 'string' && Object.hasOwn(COMPONENT_SLOTS, type) ? COMPONENT_SLOTS[type] : undefined) ?? [];
}

/** Children of a component with their JSON pointers relative to it: its type's slots, then the envelope's `components`. */
export function childComponents(component: ComponentDescriptor): { path: string; component: ComponentDescriptor }[] {
  const out: { path: string; component: ComponentDescriptor }[] = [];
  const visit = (node: unknown, rest: readonly string[], pointer: string, list: boolean) => {
    if (rest.length === 0) {
      if (list && Array.isArray(node)) node.forEach((c, i) => out.push({ path: `${pointer}/${i}`, component: c as ComponentDescriptor }));
      else if (!list && isObject(node)) out.push({ path: pointer, component: node as unknown as ComponentDescriptor });
      return;
    }
    const [head, ...tail] = rest;
    if (head === '*') {
      if (Array.isArray(node)) node.forEach((item, i) => visit(item, tail, `${pointer}/${i}`, list));
    } else if (isObject(node)) visit(node[head!], tail, `${pointer}/${head}`, list);
  };
  if (isObject(component)) {
    for (const slot of slotsOf(component)) visit(component.config, slot.path, '/config', slot.list);
    visit(component.components, [], '/components', true);
  }
  return out;
}

/**
 * A copy of the component with each child replaced by `change(child)`, which may drop the child by
 * returning undefined. Non-object children are passed as they are.
 */
export function mapChildComponents<T>(component: T, change: (child: unknown) => unknown): T {
  if (!isObject(component)) return component;
  const rewrite = (node: unknown, rest: readonly string[], list: boolean): unknown => {
    if (rest.length === 0) {
      if (list) return Array.isArray(node) ? node.map(change).filter((c) => c !== undefined) : node;
      return isObject(node) ? change(node) : node;
    }
    const [head, ...tail] = rest;
    if (head === '*') return Array.isArray(node) ? node.map((item) => rewrite(item, tail, list)) : node;
    if (!isObject(node) || !(head! in node)) return node;
    const next = rewrite(node[head!], tail, list);
    const copy = { ...node };
    if (next === undefined) delete copy[head!];
    else copy[head!] = next;
    return copy;
  };
  let config = component.config;
  for (const slot of slotsOf(component)) config = rewrite(config, slot.path, slot.list);
  const result: Json = { ...component, config };
  if (Array.isArray(component.components)) result.components = rewrite(component.components, [], true);
  return result as T;
}
