// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, EngineProvider, fixtureData, FixtureEngine, useEngine, type FetchJson } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { globalCampaignList, globalCampaignsListFixtures } from './fixtures.ts';

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

type Fixture = (typeof globalCampaignsListFixtures)[0];
const [all, empty] = globalCampaignsListFixtures as [Fixture, Fixture];
const slot = (config: object) => <ComponentSlot descriptor={{ type: 'globalCampaignsList', id: 'gl', config: config as Record<string, unknown> }} />;

function OnPage({ openScreen, children }: { openScreen: (path: string) => void; children: ReactNode }) {
  return <EngineProvider value={{ ...useEngine(), pageId: 'campaigns', openScreen }}>{children}</EngineProvider>;
}

function show(fixture: Fixture, openScreen: (path: string) => void = () => {}) {
  return render(
    <FixtureEngine registry={registry} data={fixtureData('gl', fixture)}>
      <OnPage openScreen={openScreen}>{slot(fixture.config)}</OnPage>
    </FixtureEngine>,
  );
}

const bodyRows = async () => within(await screen.findByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('global campaigns list', () => {
  it('lists every campaign with universe, template, totals and rates with one decimal and a percent sign', async () => {
    show(all);
    const table = await screen.findByRole('table', { name: 'All campaigns' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Campaign', 'Universe', 'State', 'Sending', 'Template', 'Messages', 'Pending', 'Sent', 'Failed', 'Opened', 'Clicked',
    ]);
    expect((await bodyRows()).map(cells)).toEqual([
      ['Reminder to answer', 'Demo', 'Paused', 'E-mail', 'Standardinbjudan', '30', '6', '18', '6', '50.0%', '16.7%'],
      ['Relationship survey invitation', 'Demo', 'Stopped', 'E-mail', 'Standardinbjudan', '20', '0', '16', '4', '62.5%', '25.0%'],
      ['Letters to the north', 'Demo', 'Error', 'Letter', 'Brev till kund', '3', '0', '0', '3', '0.0%', '0.0%'],
    ]);
  });

  it('shows ERROR as a red chip and no other state so', async () => {
    show(all);
    const chips = (await bodyRows()).map((row) => within(row).getAllByRole('cell')[2]!.querySelector('.MuiChip-root')!);
    expect(chips.map((c) => c.classList.contains('MuiChip-colorError'))).toEqual([false, false, true]);
  });

  it("opens a campaign's details under the campaign's own survey with this page as fromPage, by keyboard or a click on its row", async () => {
    const openScreen = vi.fn();
    show(all, openScreen);
    const rows = await bodyRows();
    const title = within(rows[0]!).getByRole('button', { name: 'Reminder to answer' });
    title.focus();
    await act(async () => fireEvent.click(title));
    await act(async () => fireEvent.click(within(rows[1]!).getAllByRole('cell')[5]!));
    expect(openScreen.mock.calls.map((c) => c[0])).toEqual(['/mailcampaign/demo/2?fromPage=campaigns', '/mailcampaign/storevisit/6?fromPage=campaigns']);
  });

  it('says when there are no campaigns, under the configured title', async () => {
    show(empty);
    expect(await screen.findByText('There are no campaigns yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Campaigns everywhere' })).toBeTruthy();
  });

  it('reads the global list call of the survey and the component, loading meanwhile', async () => {
    let answer: (value: unknown) => void = () => {};
    const fetchJson = vi.fn<FetchJson>(() => new Promise((resolve) => (answer = resolve)));
    render(
      <FixtureEngine registry={registry} fetchJson={fetchJson}>
        {slot({ size: 12 })}
      </FixtureEngine>,
    );
    expect(await screen.findByLabelText('Loading campaigns…')).toBeTruthy();
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/mailcampaign/globalcampaignslist/demo/gl', undefined);
    await act(async () => answer(globalCampaignList()));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
