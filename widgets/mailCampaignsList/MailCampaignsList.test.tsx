// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, EngineProvider, fixtureData, FixtureEngine, useEngine, type FetchJson } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { campaignList, mailCampaignsListFixtures } from './fixtures.ts';

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

type Fixture = (typeof mailCampaignsListFixtures)[0];
const [all, empty] = mailCampaignsListFixtures as [Fixture, Fixture];
const slot = (config: object) => <ComponentSlot descriptor={{ type: 'mailCampaignsList', id: 'cl', config: config as Record<string, unknown> }} />;

function OnPage({ openScreen, children }: { openScreen: (path: string) => void; children: ReactNode }) {
  return <EngineProvider value={{ ...useEngine(), pageId: 'campaigns', openScreen }}>{children}</EngineProvider>;
}

function show(fixture: Fixture, openScreen: (path: string) => void = () => {}) {
  return render(
    <FixtureEngine registry={registry} data={fixtureData('cl', fixture)}>
      <OnPage openScreen={openScreen}>{slot(fixture.config)}</OnPage>
    </FixtureEngine>,
  );
}

const bodyRows = async () => within(await screen.findByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('mail campaigns list', () => {
  it("lists the survey's campaigns with state, counts and rates with one decimal and a percent sign, under the configured title", async () => {
    show(all);
    expect(await screen.findByRole('heading', { name: 'Outreach' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Outreach' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Campaign', 'Sending', 'Type', 'State', 'Scheduled', 'Opened', 'Clicked', 'Pending', 'Sent', 'Failed',
    ]);
    const rows = (await bodyRows()).map(cells);
    expect(rows[0]!.slice(0, 4)).toEqual(['Autumn follow-up', 'E-mail', 'one-shot', 'Created']);
    expect(rows[0]![4]).toMatch(/^02\/12-2026 \d\d:00$/);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4], ...r.slice(5)])).toEqual([
      ['New visitors (daily)', 'Running', '', '40.0%', '20.0%', '0', '25', '0'],
      ['Reminder to answer', 'Paused', '', '50.0%', '16.7%', '6', '18', '6'],
      ['Spring invitation', 'Stopped', '', '66.7%', '33.3%', '0', '54', '6'],
      ['SMS reminder', 'Error', '', '0.0%', '0.0%', '0', '0', '12'],
    ]);
  });

  it('shows ERROR as a red chip and no other state so', async () => {
    show(all);
    const chips = (await bodyRows()).map((row) => within(row).getAllByRole('cell')[3]!.querySelector('.MuiChip-root')!);
    expect(chips.map((c) => c.classList.contains('MuiChip-colorError'))).toEqual([false, false, false, false, true]);
  });

  it("opens a campaign's details with this page as fromPage, by keyboard from its title or a click anywhere on its row", async () => {
    const openScreen = vi.fn();
    show(all, openScreen);
    const rows = await bodyRows();
    const title = within(rows[1]!).getByRole('button', { name: 'New visitors (daily)' });
    title.focus();
    expect(document.activeElement).toBe(title);
    await act(async () => fireEvent.click(title));
    await act(async () => fireEvent.click(within(rows[2]!).getAllByRole('cell')[6]!));
    expect(openScreen.mock.calls.map((c) => c[0])).toEqual(['/mailcampaign/demo/3?fromPage=campaigns', '/mailcampaign/demo/2?fromPage=campaigns']);
  });

  it('says when there are no campaigns, under the default title', async () => {
    show(empty);
    expect(await screen.findByText('There are no campaigns yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("reads the list call of the survey, the component and the page's drill path, and shows that it is loading meanwhile", async () => {
    let answer: (value: unknown) => void = () => {};
    const fetchJson = vi.fn<FetchJson>(() => new Promise((resolve) => (answer = resolve)));
    render(
      <FixtureEngine registry={registry} fetchJson={fetchJson}>
        {slot({ size: 12 })}
      </FixtureEngine>,
    );
    expect(await screen.findByLabelText('Loading campaigns…')).toBeTruthy();
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/mailcampaign/list/demo/cl/all', undefined);
    await act(async () => answer(campaignList()));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByLabelText('Loading campaigns…')).toBeNull();
  });
});
