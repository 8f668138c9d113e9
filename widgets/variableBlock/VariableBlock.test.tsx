// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, fixtureData, FixtureEngine } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { variableBlockFixtures } from './fixtures.ts';
import { progressPercent } from './progress.ts';
import { Tile } from './Tile.tsx';
import { GOAL_COLOURS } from '../../src/ui/goalColours.ts';

const registry = createRegistry(WIDGETS);

afterEach(cleanup);
const [withCharts, withoutCharts, rootOnlyBlock] = variableBlockFixtures as [(typeof variableBlockFixtures)[0], (typeof variableBlockFixtures)[0], (typeof variableBlockFixtures)[0]];
const descriptor = (config: object) => ({ type: 'variableBlock', id: 'kpi', config: { ...config } as Record<string, unknown> });

describe('variable block', () => {
  it('shows 6 placeholders while the variables load', () => {
    render(<FixtureEngine registry={registry} fetchJson={() => new Promise(() => undefined)}><ComponentSlot descriptor={descriptor(withCharts.config)} /></FixtureEngine>);
    expect(screen.getAllByTestId('tile-placeholder')).toHaveLength(6);
  });

  it('calls vuejs/variables/block/{survey}/{id}/{path} and shows the tiles, the first as the main one', async () => {
    const fetchJson = vi.fn(async () => withCharts.data);
    render(<FixtureEngine registry={registry} fetchJson={fetchJson}><ComponentSlot descriptor={descriptor(withCharts.config)} /></FixtureEngine>);
    const tiles = await screen.findAllByTestId('variable-tile');
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/variables/block/demo/kpi/all', undefined);
    expect(tiles).toHaveLength(6);
    expect(within(tiles[0]!).getByText('34').tagName).toBe('P');
    expect(within(tiles[0]!).getByLabelText('up +3')).toBeTruthy();
    expect(within(tiles[0]!).getByText('Goal 40')).toBeTruthy();
  });

  it('opens and closes a tile’s chart when the block has chart expressions', async () => {
    render(<FixtureEngine registry={registry} data={fixtureData('kpi', withCharts)}><ComponentSlot descriptor={descriptor(withCharts.config)} /></FixtureEngine>);
    const button = screen.getByRole('button', { name: /^NPS 34 .*Show the chart of NPS$/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Development of NPS')).toBeTruthy();
    await act(async () => button.click());
    expect(screen.queryByText('Development of NPS')).toBeNull();
  });

  it('has no chart buttons without expressions or blocks', () => {
    render(<FixtureEngine registry={registry} data={fixtureData('kpi', withoutCharts)}><ComponentSlot descriptor={descriptor(withoutCharts.config)} /></FixtureEngine>);
    expect(screen.getAllByTestId('variable-tile')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows root-only blocks to root with a note and hides them from others', () => {
    render(<FixtureEngine registry={registry} data={fixtureData('kpi', rootOnlyBlock)}><ComponentSlot descriptor={descriptor(rootOnlyBlock.config)} /></FixtureEngine>);
    expect(screen.getByText('Cost per answer')).toBeTruthy();
    expect(screen.getByText('root only')).toBeTruthy();
    cleanup();
    render(<FixtureEngine registry={registry} data={fixtureData('kpi', rootOnlyBlock)} user={{ username: 'u', role: 'north', isRoot: false, locale: 'en' }}><ComponentSlot descriptor={descriptor(rootOnlyBlock.config)} /></FixtureEngine>);
    expect(screen.queryByText('Cost per answer')).toBeNull();
    expect(screen.getAllByTestId('variable-tile')).toHaveLength(2);
  });
});

describe('tile progress and colours', () => {
  it('caps progress at the min–max range', () => {
    expect(progressPercent(50, 0, 100)).toBe(50);
    expect(progressPercent(150, 0, 100)).toBe(100);
    expect(progressPercent(-5, 0, 100)).toBe(0);
    expect(progressPercent(34, -100, 100)).toBe(67);
    expect(progressPercent(1, 1, 1)).toBeNull();
  });

  // Reached, missed and inverse are decided once, by the server's band (core/metrics/variables.ts targetOf): the
  // tile paints the band it is given, where it once worked out its own two-colour rule and disagreed.
  it('paints the progress bar in the band the server gives: green reached, red far off, none without a goal', () => {
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    const bar = (target: 'TARGET0' | 'TARGET3' | null) => {
      render(<FixtureEngine registry={registry}><Tile tile={{ title: 'Effort', formattedValue: '4.20', value: 4.2, goalValue: 5, formattedGoal: '5.00', minValue: 1, maxValue: 5, inverse: true, target }} main={false} /></FixtureEngine>);
      const colour = getComputedStyle(screen.getByRole('progressbar').firstElementChild!).backgroundColor;
      const dots = screen.queryAllByRole('img').length;
      cleanup();
      return { colour, dots };
    };
    expect(bar('TARGET3')).toEqual({ colour: rgb(GOAL_COLOURS[3].main), dots: 1 });
    expect(bar('TARGET0')).toEqual({ colour: rgb(GOAL_COLOURS[0].main), dots: 1 });
    expect(bar(null).dots).toBe(0);
  });
});
