// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry, defineWidget, type WidgetProps } from '../registry.ts';
import { useComponentData, DataView } from './data.tsx';
import { FixtureEngine } from './FixtureEngine.tsx';
import { PageView } from './PageView.tsx';

function Boom(): never {
  throw new Error('kaboom');
}

function Tiles({ id }: WidgetProps) {
  const result = useComponentData<{ variables: { title: string; formattedValue: string }[] }>('variableBlock', id, { key: [], method: 'GET', path: `vuejs/variables/block/demo/${id}/all` });
  return <DataView result={result} componentId={id}>{(data) => <p>{data.variables.map((v) => `${v.title}=${v.formattedValue}`).join(', ')}</p>}</DataView>;
}

// Test-only widgets under real type names, so their configs are checked by the real schemas.
const registry = createRegistry([
  defineWidget({ type: 'staticTable', version: 2, component: () => <p>table ok</p>, fixtures: [] }),
  defineWidget({ type: 'variableBlock', version: 2, component: Tiles, fixtures: [] }),
  defineWidget({ type: 'deltaChart', version: 2, component: Boom, fixtures: [] }),
]);

const table = (id: string, extra: Record<string, unknown> = {}) => ({ type: 'staticTable', id, config: { size: 6, columns: [{ title: { en: 'c' } }], rows: [], ...extra } });
const page = (components: unknown[], extra: Record<string, unknown> = {}) => ({ extname: 'start', title: { en: 'Start', sv: 'Start SV' }, components, ...extra });

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
});

describe('page rendering and fallbacks', () => {
  it('shows the title in the user locale and each component at its size', () => {
    render(
      <FixtureEngine registry={registry} locale="sv">
        <PageView descriptor={page([table('a'), { ...table('b'), config: { ...table('b').config, size: 12 } }])} />
      </FixtureEngine>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Start SV');
    const sizes = [...document.querySelectorAll('[data-size]')].map((e) => e.getAttribute('data-size'));
    expect(sizes).toEqual(['6', '12']);
  });

  it('an unknown type, a bad config and a crashing widget each show a notice; the rest renders', () => {
    render(
      <FixtureEngine registry={registry}>
        <PageView descriptor={page([{ type: 'pieChart', id: 'p', config: {} }, table('bad', { size: 5, colour: 'red' }), { type: 'deltaChart', id: 'd', config: {} }, table('good')])} />
      </FixtureEngine>,
    );
    expect(screen.getByText('Unknown component: pieChart')).toBeTruthy();
    const invalid = screen.getByTestId('invalid-config');
    expect(invalid.textContent).toContain('/size must be one of 2, 4, 6, 8, 12');
    expect(invalid.textContent).toContain('/colour is not a known property here');
    expect(screen.getByText('This component stopped working: kaboom')).toBeTruthy();
    expect(screen.getByText('table ok')).toBeTruthy();
  });

  it('logs each problem to the console once, however often it renders', () => {
    const descriptor = page([{ type: 'pieChart', id: 'once', config: {} }]);
    const { rerender } = render(<FixtureEngine registry={registry}><PageView descriptor={descriptor} /></FixtureEngine>);
    rerender(<FixtureEngine registry={registry}><PageView descriptor={{ ...descriptor }} /></FixtureEngine>);
    expect(errors.mock.calls.filter((c: unknown[]) => String(c[0]).includes('"once"'))).toHaveLength(1);
  });

  it('shows root-only components to root with a note, and not at all to others', () => {
    const descriptor = page([table('secret', { rootOnly: true })]);
    render(<FixtureEngine registry={registry}><PageView descriptor={descriptor} /></FixtureEngine>);
    expect(screen.getByText('root only')).toBeTruthy();
    expect(screen.getByText('table ok')).toBeTruthy();
    cleanup();
    render(<FixtureEngine registry={registry} user={{ username: 'u', role: 'north', isRoot: false, locale: 'en' }}><PageView descriptor={descriptor} /></FixtureEngine>);
    expect(screen.queryByText('table ok')).toBeNull();
    expect(screen.queryByText('root only')).toBeNull();
  });

  it('renders a version 1 descriptor after migrating it', () => {
    render(<FixtureEngine registry={registry}><PageView descriptor={page([{ type: 'staticTable', id: 'old', config: { width: 4, columns: [{ title: { en: 'c' } }], rows: [] } }], { schemaVersion: 1 })} /></FixtureEngine>);
    expect(screen.getByText('table ok')).toBeTruthy();
    expect(document.querySelector('[data-size]')!.getAttribute('data-size')).toBe('4');
  });

  it('lists the failing paths of a descriptor that is not a valid page', () => {
    render(<FixtureEngine registry={registry}><PageView descriptor={{ extname: 'bad page', components: [] }} /></FixtureEngine>);
    const panel = screen.getByTestId('invalid-page');
    expect(panel.textContent).toContain('/title is required');
    expect(panel.textContent).toContain('/extname must match pattern');
  });
});

describe('component data', () => {
  it('shows the data when it matches the data schema', async () => {
    render(<FixtureEngine registry={registry} fetchJson={async () => ({ variables: [{ title: 'NPS', formattedValue: '34' }] })}><PageView descriptor={page([{ type: 'variableBlock', id: 'kpi', config: {} }])} /></FixtureEngine>);
    expect(await screen.findByText('NPS=34')).toBeTruthy();
  });

  it('refuses data that does not match, and says so in the component’s place', async () => {
    render(<FixtureEngine registry={registry} fetchJson={async () => ({ variables: [{ formattedValue: '34' }] })}><PageView descriptor={page([{ type: 'variableBlock', id: 'kpi', config: {} }, table('t')])} /></FixtureEngine>);
    expect(await screen.findByText('The server sent data this component cannot read.')).toBeTruthy();
    expect(screen.getByText('table ok')).toBeTruthy();
    expect(errors.mock.calls.some((c: unknown[]) => String(c[1]).includes('/variables/0/title is required'))).toBe(true);
  });

  it('shows a failed call with its message and tries again on request', async () => {
    let calls = 0;
    const fetchJson = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Server unavailable');
      return { variables: [{ title: 'NPS', formattedValue: '40' }] };
    });
    render(<FixtureEngine registry={registry} fetchJson={fetchJson}><PageView descriptor={page([{ type: 'variableBlock', id: 'kpi', config: {} }])} /></FixtureEngine>);
    expect(await screen.findByText('The data could not be loaded: Server unavailable')).toBeTruthy();
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/variables/block/demo/kpi/all', undefined);
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('NPS=40')).toBeTruthy();
  });

  it('offers no retry when the server refused the call (4xx)', async () => {
    const refusal = Object.assign(new Error('Your role does not give access to "all".'), { status: 403 });
    render(<FixtureEngine registry={registry} fetchJson={async () => { throw refusal; }}><PageView descriptor={page([{ type: 'variableBlock', id: 'kpi', config: {} }])} /></FixtureEngine>);
    expect(await screen.findByText('The data could not be loaded: Your role does not give access to "all".')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

/** A static table whose version 3 calls `columns` what versions 1 and 2 called `headers` and `heads`. */
function RenamingTable({ config }: WidgetProps<{ columns: { title: { en: string } }[] }>) {
  return <p>columns {config.columns.map((c) => c.title.en).join(', ')}</p>;
}
const renaming = createRegistry([
  defineWidget({
    type: 'staticTable',
    version: 3,
    component: RenamingTable as never,
    fixtures: [],
    migrations: [
      { from: 1, to: 2, describe: 'headers became heads', migrate: ({ headers, ...rest }) => ({ ...rest, heads: headers }) },
      { from: 2, to: 3, describe: 'heads became columns', migrate: ({ heads, ...rest }) => ({ ...rest, columns: heads }) },
    ],
  }),
]);

describe('widget versions and config migrations', () => {
  const columns = [{ title: { en: 'c' } }];

  it('shows a component written for a newer version of its widget like an unknown type', () => {
    render(<FixtureEngine registry={registry}><PageView descriptor={page([{ ...table('new'), version: 3 }, { ...table('same'), version: 2 }])} /></FixtureEngine>);
    expect(screen.getByTestId('unknown-component').textContent).toBe('Unknown component: staticTable (version 3)');
    expect(screen.getByText('table ok')).toBeTruthy();
  });

  it('runs the widget’s migrations from the component’s version before checking its config', () => {
    render(
      <FixtureEngine registry={renaming}>
        <PageView descriptor={page([{ type: 'staticTable', id: 'v1', version: 1, config: { headers: columns, rows: [] } }, { type: 'staticTable', id: 'v2', version: 2, config: { heads: columns, rows: [] } }, { type: 'staticTable', id: 'v3', config: { columns, rows: [] } }])} />
      </FixtureEngine>,
    );
    expect(screen.getAllByText('columns c')).toHaveLength(3);
    expect(screen.queryByTestId('invalid-config')).toBeNull();
  });

  it('without a migration for the version, says so in the component’s place', () => {
    const gap = createRegistry([defineWidget({ type: 'staticTable', version: 3, component: RenamingTable as never, fixtures: [], migrations: [] })]);
    render(<FixtureEngine registry={gap}><PageView descriptor={page([{ type: 'staticTable', id: 'v1', version: 1, config: { headers: columns, rows: [] } }])} /></FixtureEngine>);
    expect(screen.getByTestId('invalid-config').textContent).toContain('/version No migration of this type\'s config from version 1');
  });

  it('refuses two definitions of one type', () => {
    expect(() => createRegistry([defineWidget({ type: 'staticTable', version: 2, component: () => null, fixtures: [] }), defineWidget({ type: 'staticTable', version: 2, component: () => null, fixtures: [] })])).toThrow(/Two widgets are defined for the type "staticTable"/);
  });
});
