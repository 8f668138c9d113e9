// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstRowsCount } from '../descriptor/layout.ts';
import { createRegistry, defineWidget, type WidgetProps } from '../registry.ts';
import { DataView, useComponentData } from './data.tsx';
import { FixtureEngine } from './FixtureEngine.tsx';
import { PageView } from './PageView.tsx';

/** jsdom has no IntersectionObserver: this one lets a test say when a watched element comes near the window. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  watched: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  disconnect() {
    this.watched = [];
  }
  static scrollNear(el: Element) {
    for (const o of FakeObserver.instances.filter((i) => i.watched.includes(el))) o.callback([{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry], o as never);
  }
}

function Tiles({ id }: WidgetProps) {
  const result = useComponentData<{ variables: { title: string; formattedValue: string }[] }>('variableBlock', id, { key: [], method: 'GET', path: `vuejs/variables/block/demo/${id}/all` });
  return <DataView result={result} componentId={id}>{(data) => <p>{`${id}: ${data.variables.map((v) => `${v.title}=${v.formattedValue}`).join(', ')}`}</p>}</DataView>;
}
const registry = createRegistry([defineWidget({ type: 'variableBlock', version: 2, component: Tiles, fixtures: [] })]);
const block = (id: string, size = 12) => ({ type: 'variableBlock', id, config: { size } });
const page = (components: unknown[]) => ({ extname: 'start', title: { en: 'Start' }, components });

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('components below the first screen', () => {
  it('are neither fetched nor rendered until scrolled near, then both', async () => {
    const fetchJson = vi.fn(async (_method: string, path: string) => ({ variables: [{ title: path.split('/')[4]!, formattedValue: '1' }] }));
    render(
      <FixtureEngine registry={registry} fetchJson={fetchJson}>
        <PageView descriptor={page([block('first'), block('second'), block('below')])} />
      </FixtureEngine>,
    );
    expect(await screen.findByText('first: first=1')).toBeTruthy();
    expect(await screen.findByText('second: second=1')).toBeTruthy();
    const placeholder = screen.getByTestId('deferred-component');
    expect(placeholder.getAttribute('data-deferred-id')).toBe('below');
    expect(fetchJson.mock.calls.map((c) => c[1])).toEqual(['vuejs/variables/block/demo/first/all', 'vuejs/variables/block/demo/second/all']);

    act(() => FakeObserver.scrollNear(placeholder));
    expect(await screen.findByText('below: below=1')).toBeTruthy();
    expect(fetchJson).toHaveBeenLastCalledWith('GET', 'vuejs/variables/block/demo/below/all', undefined);
    expect(screen.queryByTestId('deferred-component')).toBeNull();
  });

  it('render at once for printing', async () => {
    render(
      <FixtureEngine registry={registry} fetchJson={async () => ({ variables: [] })}>
        <PageView descriptor={page([block('a'), block('b'), block('c'), block('d')])} />
      </FixtureEngine>,
    );
    expect(screen.getAllByTestId('deferred-component')).toHaveLength(2);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(screen.queryAllByTestId('deferred-component')).toHaveLength(0);
  });
});

describe('the first screen of the grid', () => {
  it('is the components of the first two rows, placed in order as the grid places them', () => {
    expect(firstRowsCount([12, 8, 4, 12])).toBe(3);
    expect(firstRowsCount([6, 8, 4, 12])).toBe(3); // 8 does not fit beside 6: it starts row two, with 4 beside it
    expect(firstRowsCount([4, 4, 4, 4, 4, 4, 4])).toBe(6);
    expect(firstRowsCount([12])).toBe(1);
    expect(firstRowsCount(['huge', 2])).toBe(2); // an unknown size takes the whole row
  });
});
