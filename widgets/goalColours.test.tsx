// @vitest-environment jsdom
/**
 * One goal colour scale (spec 2 section 4: TARGET3 green, TARGET2 yellow, TARGET1 orange, TARGET0 red): a value in a
 * band is painted the same on its tile, in the ranking and in the results block.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComponentSlot, createRegistry, FixtureEngine } from '../engine/index.tsx';
import { RankingTable, type RankingTableTexts } from '../src/ui/RankingTable.tsx';
import type { RankingData } from '../schemas/api/ranking-data.gen.ts';
import type { ResultsBlockData } from '../schemas/components/resultsBlock/data.gen.ts';
import { WIDGETS } from './index.ts';

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

const BANDS = [0, 1, 2, 3] as const;
// NPS on its -100..100 scale against a goal of 30: met, 2.5 short (within 5 % of the scale), 15 short (within 10 %), 40 short.
const VALUE = { 3: 30, 2: 27.5, 1: 15, 0: -10 } as const;
const LABEL = ['Far below the goal', 'Below the goal', 'Close to the goal', 'Goal reached'] as const;

/** The colour the legend beside the values gives the band's words. */
function legendColour(band: (typeof BANDS)[number]): string {
  const item = within(screen.getByRole('list', { name: 'Goal colours' })).getByText(LABEL[band]);
  return getComputedStyle(item.firstElementChild!).backgroundColor;
}

function tileColour(band: (typeof BANDS)[number]): string {
  const value = VALUE[band];
  const tile = { title: 'NPS', formattedValue: value.toFixed(2), value, goalValue: 30, formattedGoal: '30.00', minValue: -100, maxValue: 100, target: `TARGET${band}` as const };
  render(
    <FixtureEngine registry={registry} data={{ kpi: { variables: [tile] } }}>
      <ComponentSlot descriptor={{ type: 'variableBlock', id: 'kpi', config: { size: 12 } }} />
    </FixtureEngine>,
  );
  const colour = getComputedStyle(screen.getByRole('img', { name: LABEL[band] })).backgroundColor;
  expect(legendColour(band)).toBe(colour);
  cleanup();
  return colour;
}

const texts: RankingTableTexts = { label: 'Ranking', total: 'Total', details: (c) => c, targets: [...LABEL], legend: 'Goal colours' };
function rankingColour(band: (typeof BANDS)[number]): string {
  const value = VALUE[band];
  const row = { cells: [{ value: 'Mitt', formattedValue: 'Mitt' }, { value, formattedValue: value.toFixed(2), target: band }], rankTarget: band, interviewId: null, sampleId: null, isComplete: true, alertId: null, accessAllowed: true, drillPath: 'all,mitt', detailsVariables: [] };
  const data: Pick<RankingData, 'headers' | 'footer' | 'leafRows'> = { headers: [{ extName: 'name', title: 'Name', type: 'text', sortable: true }, { extName: 'nps', title: 'NPS', type: 'nps', sortable: true }], footer: null, leafRows: false };
  render(<RankingTable data={data} rows={[row]} sort={{ sortVar: 'nps', sortDesc: true }} onSort={() => undefined} virtual={false} actionable={() => false} onActivate={() => undefined} texts={texts} />);
  // The band is read out as text beside the dot that shows it.
  const said = within(screen.getByRole('table')).getByText(LABEL[band]);
  const colour = getComputedStyle(said.previousElementSibling!).backgroundColor;
  expect(legendColour(band)).toBe(colour);
  cleanup();
  return colour;
}

function resultsColour(band: (typeof BANDS)[number]): string {
  const value = VALUE[band];
  const data: ResultsBlockData = {
    selectionTime: '2026-01-01 – 2026-01-31',
    trendTime: '2025-12-01 – 2025-12-31',
    driverGroups: [{ title: 'Business drivers', questionAnswers: [{ extName: 'nps', title: 'NPS', value, valueTrend: value, diff: 0, goal: 30, goalStatus: band }], numericQuestionAnswers: [] }],
    loyaltySatisfactionGroups: [],
    resultGroups: [],
  };
  render(
    <FixtureEngine registry={registry} data={{ results: data }}>
      <ComponentSlot descriptor={{ type: 'resultsBlock', id: 'results', config: { size: 12 } }} />
    </FixtureEngine>,
  );
  const colour = getComputedStyle(screen.getByRole('img', { name: LABEL[band] })).backgroundColor;
  expect(legendColour(band)).toBe(colour);
  cleanup();
  return colour;
}

describe('one goal colour scale', () => {
  it('paints a value the same on its tile, in the ranking and in the results block, each band in its own colour, as their legends say', () => {
    const shown = BANDS.map((band) => ({ tile: tileColour(band), ranking: rankingColour(band), results: resultsColour(band) }));
    for (const s of shown) expect(s.ranking === s.tile && s.results === s.tile ? 'same' : s).toBe('same');
    expect(new Set(shown.map((s) => s.tile)).size).toBe(4);
  });
});
