// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, fixtureData, FixtureEngine } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { indicatorBlockFixtures, storeVisitBlock } from '../indicatorBlock/fixtures.ts';
import { globalOverviewFixtures, northOverview } from './fixtures.ts';

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

const overview = { type: 'globalOverview', id: 'everySurvey', config: globalOverviewFixtures[0]!.config as Record<string, unknown> };

describe('global overview', () => {
  it('shows the welcome and click texts and a block per survey with its figures', () => {
    render(<FixtureEngine registry={registry} data={fixtureData('everySurvey', globalOverviewFixtures[0]!)}><ComponentSlot descriptor={overview} /></FixtureEngine>);
    expect(screen.getByText('Welcome to your overview')).toBeTruthy();
    expect(screen.getByText('Click a survey to open it.')).toBeTruthy();
    const blocks = screen.getAllByTestId('indicator-block');
    expect(blocks.map((b) => b.getAttribute('data-survey'))).toEqual(['delivery', 'storevisit']);
    const store = within(screen.getByRole('region', { name: 'Store visit' }));
    expect(store.getByText('Interviews').nextElementSibling?.textContent).toBe('412');
    expect(store.getByText('NPS').nextElementSibling?.textContent).toBe('31.46goal 30');
  });

  it("uses the app's own words when none are configured, and says when there is no survey", () => {
    render(<FixtureEngine registry={registry} data={fixtureData('everySurvey', globalOverviewFixtures[1]!)}><ComponentSlot descriptor={{ ...overview, config: globalOverviewFixtures[1]!.config as Record<string, unknown> }} /></FixtureEngine>);
    expect(screen.getByText('Welcome, root')).toBeTruthy();
    expect(screen.getByText('Choose a survey to open it.')).toBeTruthy();
    expect(screen.getByText('There is no survey to show.')).toBeTruthy();
  });

  it('asks again for the chosen time span, and a block opens its survey at the unit the figures are for', async () => {
    const calls: string[] = [];
    const fetchJson = vi.fn(async (_method: string, path: string) => {
      calls.push(path);
      const span = /timespan=(\w+)/.exec(path)?.[1];
      return span ? { ...northOverview, timeSpan: span, indicatorBlocks: northOverview.indicatorBlocks.slice(1) } : northOverview;
    });
    const openScreen = vi.fn();
    render(<FixtureEngine registry={registry} fetchJson={fetchJson} openScreen={openScreen}><ComponentSlot descriptor={overview} /></FixtureEngine>);
    await screen.findAllByTestId('indicator-block');
    expect(calls).toEqual(['vuejs/indicators/overview/demo/everySurvey']);
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Time span' })));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Last 90 days' })));
    await waitFor(() => expect(calls.at(-1)).toBe('/rest/vuejs/indicators/overview/demo/everySurvey?timespan=last90days'));
    await waitFor(() => expect(screen.getAllByTestId('indicator-block')).toHaveLength(1));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open Store visit' })));
    expect(openScreen).toHaveBeenCalledWith('/page/overview/storevisit/all,se,north');
  });
});

describe('indicator block', () => {
  it("shows one survey's figures under the component's title", () => {
    const fixture = indicatorBlockFixtures[1]!;
    render(<FixtureEngine registry={registry} data={fixtureData('week', fixture)} locale="sv"><ComponentSlot descriptor={{ type: 'indicatorBlock', id: 'week', config: fixture.config as Record<string, unknown> }} /></FixtureEngine>);
    expect(screen.getByRole('heading', { name: 'Hemleverans denna vecka' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Home delivery' })).toBeTruthy();
    expect(screen.getByText('NPS').nextElementSibling?.textContent).toBe('–');
  });

  it('is the same card the global overview shows', () => {
    render(<FixtureEngine registry={registry} data={{ one: storeVisitBlock }}><ComponentSlot descriptor={{ type: 'indicatorBlock', id: 'one', config: { size: 4 } }} /></FixtureEngine>);
    expect(screen.getAllByTestId('indicator-block').map((b) => b.getAttribute('data-survey'))).toEqual(['storevisit']);
  });
});
