// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, FixtureEngine } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { barChartSpec } from './chartSpec.ts';

const registry = createRegistry(WIDGETS);

afterEach(cleanup);

// An empty answer keeps Vega (a lazy chunk) out of jsdom; what matters here is which call is made.
const empty = { descriptors: [{ variable: 'nps', title: 'NPS' }], series: [] };

function show(type: string, config: Record<string, unknown>) {
  const fetchJson = vi.fn(async () => empty);
  render(<FixtureEngine registry={registry} fetchJson={fetchJson}><ComponentSlot descriptor={{ type, id: 'c', config }} /></FixtureEngine>);
  return fetchJson;
}

describe('chart widgets', () => {
  it('the development chart asks for its period and switches with the period links', async () => {
    const fetchJson = show('developmentLineChart', { periods: ['weeks', 'months', 'quarters'], customPeriods: [{ extname: 'season', title: { en: 'Season' }, months: 3, firstMonth: 3 }] });
    await screen.findByText('No data for this selection.');
    expect(fetchJson).toHaveBeenLastCalledWith('GET', 'vuejs/charts/chart/demo/c/months/all', undefined);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['Weeks', 'Months', 'Quarters', 'Season']));
    await act(async () => screen.getByRole('button', { name: 'Season' }).click());
    expect(fetchJson).toHaveBeenLastCalledWith('GET', 'vuejs/charts/chart/demo/c/season/all', undefined);
    expect(screen.getByRole('heading').textContent).toBe('Development');
  });

  it('the benchmark chart defaults to years', async () => {
    const fetchJson = show('benchmarkChart', {});
    await screen.findByText('No data for this selection.');
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/charts/chart/demo/c/years/all', undefined);
  });

  it.each(['groupedChart', 'deltaChart', 'choiceLineChart', 'priorityChart', 'effectChart'])('%s is fetched with the dummy type segment and has no period links', async (type) => {
    const fetchJson = show(type, type === 'choiceLineChart' ? { periods: ['months', 'years'] } : {});
    await screen.findByText('No data for this selection.');
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/charts/chart/demo/c/dummy/all', undefined);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('a chart inside a selection block follows the block’s period menu', async () => {
    const fetchJson = show('selectionBlock', { periods: ['quarters', 'years'], components: [{ type: 'developmentLineChart', id: 'inner', config: {} }] });
    await screen.findByText('No data for this selection.');
    expect(fetchJson).toHaveBeenLastCalledWith('GET', 'vuejs/charts/chart/demo/inner/quarters/all', undefined);
    await act(async () => screen.getByRole('button', { name: 'Period: Quarters' }).click());
    await act(async () => screen.getByRole('menuitem', { name: 'Years' }).click());
    expect(fetchJson).toHaveBeenLastCalledWith('GET', 'vuejs/charts/chart/demo/inner/years/all', undefined);
  });

  it('a chart inside a selection block shows the item chosen in the block’s menu', async () => {
    const items = [
      { extname: 'nps', title: { en: 'NPS' } },
      { extname: 'csat', title: { en: 'Satisfaction' } },
    ];
    const fetchJson = show('selectionBlock', { items, periods: ['months'], components: [{ type: 'developmentLineChart', id: 'inner', config: {} }] });
    await screen.findByText('No data for this selection.');
    expect(fetchJson).toHaveBeenLastCalledWith('GET', '/rest/vuejs/charts/chart/demo/inner/months/all?item=nps', undefined);
    await act(async () => screen.getByRole('button', { name: 'NPS' }).click());
    await act(async () => screen.getByRole('menuitem', { name: 'Satisfaction' }).click());
    expect(fetchJson).toHaveBeenLastCalledWith('GET', '/rest/vuejs/charts/chart/demo/inner/months/all?item=csat', undefined);
  });

  /** Each bar's colour as the delta chart's colour rule gives it. */
  function deltaColours(descriptor: { variable: string; title: string; inverse?: boolean }, changes: number[]) {
    const data = { descriptors: [descriptor], series: changes.map((c, i) => ({ name: `U${i}`, data: [c] })) };
    const bars = (barChartSpec(data, { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Chart', tickInterval: 10, signColours: true }) as { layer: { data: { values: Record<string, unknown>[] }; encoding: { color: { condition: { test: string; value: string }; value: string } } }[] }).layer[0]!;
    const { condition, value } = bars.encoding.color;
    const [field, wanted] = /^datum\.(\w+) === '(\w+)'$/.exec(condition.test)!.slice(1);
    return bars.data.values.map((row) => (row[field!] === wanted ? condition.value : value));
  }

  it('the delta chart colours losses red and gains green', () => {
    expect(deltaColours({ variable: 'd', title: 'Change' }, [-2, 3])).toEqual(['#BE0000', '#00C896']);
  });

  it('the delta chart colours by better and worse: a rise of an inverse variable (lower is better) is red, a fall green', () => {
    expect(deltaColours({ variable: 'effort', title: 'Customer effort', inverse: true }, [0.4, -0.3])).toEqual(['#BE0000', '#00C896']);
  });
});
