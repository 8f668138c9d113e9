import { describe, expect, it } from 'vitest';
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';
import type { PageDescriptor } from '../../schemas/page/page.gen.ts';
import { filterPageForUser } from './filter.ts';
import { mapComponents } from './migrations.ts';
import { childComponents } from './slots.ts';

const leaf = (id: string, extra: Record<string, unknown> = {}) => ({ type: 'variableBlock', id, config: { ...extra } });
const secret = (id: string) => leaf(id, { rootOnly: true });

/** One of each container: children in tabs, branches, a list, one fallback, and the envelope's own list. */
const containers = [
  { type: 'menuBlock', id: 'm', config: { tabs: [{ title: { en: 'A' }, components: [leaf('m1'), secret('m2')] }] } },
  { type: 'discriminator', id: 'd', config: { branches: [{ components: [secret('d1')] }, { roles: ['north'], components: [leaf('d2')] }] } },
  { type: 'selectionBlock', id: 's', config: { components: [leaf('s1'), secret('s2')] } },
  { type: 'actionOverview', id: 'a', config: { fallback: secret('a1') } },
  { type: 'staticTable', id: 't', config: { columns: [], rows: [] }, components: [leaf('t1')] },
] as unknown as ComponentDescriptor[];

describe('container slots (declared by each container config schema)', () => {
  it('finds the children of every container with their JSON pointers', () => {
    expect(containers.map((c) => childComponents(c).map((child) => `${child.path} ${child.component.id}`))).toEqual([
      ['/config/tabs/0/components/0 m1', '/config/tabs/0/components/1 m2'],
      ['/config/branches/0/components/0 d1', '/config/branches/1/components/0 d2'],
      ['/config/components/0 s1', '/config/components/1 s2'],
      ['/config/fallback a1'],
      ['/components/0 t1'],
    ]);
  });

  it('sees no children where a type declares no slot', () => {
    expect(childComponents({ type: 'variableBlock', id: 'v', config: { components: [leaf('x')], tabs: [{ components: [leaf('y')] }] } } as unknown as ComponentDescriptor)).toEqual([]);
  });

  it('drops root-only children from every slot for a user who is not root, and keeps them for root', () => {
    const page = { extname: 'p', title: { en: 'P' }, components: containers } as unknown as PageDescriptor;
    const all = (c: ComponentDescriptor): string[] => [c.id, ...childComponents(c).flatMap((child) => all(child.component))];
    const ids = (p: PageDescriptor) => p.components.flatMap(all);
    expect(ids(filterPageForUser(page, { isRoot: false }))).toEqual(['m', 'm1', 'd', 'd2', 's', 's1', 'a', 't', 't1']);
    expect(ids(filterPageForUser(page, { isRoot: true }))).toEqual(['m', 'm1', 'm2', 'd', 'd1', 'd2', 's', 's1', 's2', 'a', 'a1', 't', 't1']);
    expect((filterPageForUser(page, { isRoot: false }).components[3]!.config as Record<string, unknown>)).not.toHaveProperty('fallback');
    expect(containers[0]!.config.tabs).toHaveLength(1); // the input is left alone
  });

  it('lets a page migration reach the children in every slot', () => {
    const page = mapComponents({ components: containers }, (c) => ({ ...c, seen: true })) as { components: ComponentDescriptor[] };
    const unseenIn = (c: ComponentDescriptor): string[] => [...((c as { seen?: boolean }).seen ? [] : [c.id]), ...childComponents(c).flatMap((child) => unseenIn(child.component))];
    const unseen = page.components.flatMap(unseenIn);
    expect(unseen).toEqual([]);
  });
});
