// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, EngineProvider, fixtureData, FixtureEngine, useEngine, type FetchJson } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { mailTemplatesListFixtures, templateList } from './fixtures.ts';

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

type Fixture = (typeof mailTemplatesListFixtures)[0];
const [admin, reader, empty] = mailTemplatesListFixtures as [Fixture, Fixture, Fixture];
const slot = (config: object) => <ComponentSlot descriptor={{ type: 'mailTemplatesList', id: 'tl', config: config as Record<string, unknown> }} />;

/** The page screen's part: which page this is and how to open another screen. */
function OnPage({ openScreen, children }: { openScreen: (path: string) => void; children: ReactNode }) {
  return <EngineProvider value={{ ...useEngine(), pageId: 'templates', openScreen }}>{children}</EngineProvider>;
}

function show(fixture: Fixture, openScreen: (path: string) => void = () => {}) {
  return render(
    <FixtureEngine registry={registry} data={fixtureData('tl', fixture)}>
      <OnPage openScreen={openScreen}>{slot(fixture.config)}</OnPage>
    </FixtureEngine>,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('mail templates list', () => {
  it('lists id, name, subject, sending type and labels of each template, under the configured title', () => {
    show(admin);
    expect(screen.getByRole('heading', { name: 'Message templates' })).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Id', 'Name', 'Subject', 'Sending type', 'Labels']);
    expect(bodyRows().map(cells)).toEqual([
      ['7', 'Brev till kund', '', 'Letter', 'brev'],
      ['3', 'Påminnelse', 'Vi vill gärna höra från dig', 'E-mail', 'påminnelsebutik'],
      ['5', 'SMS-inbjudan', '', 'SMS', ''],
      ['1', 'Standardinbjudan', 'Hur var ditt besök hos {{unit.name}}?', 'E-mail', 'inbjudan'],
    ]);
  });

  it("opens each template in its kind's screen with this page as fromPage, by keyboard from the row's name", async () => {
    const openScreen = vi.fn();
    show(admin, openScreen);
    const names = bodyRows().map((row) => within(row).getByRole('button'));
    expect(names.map((b) => b.textContent)).toEqual(['Brev till kund', 'Påminnelse', 'SMS-inbjudan', 'Standardinbjudan']);
    for (const name of names) {
      name.focus();
      expect(document.activeElement).toBe(name);
      await act(async () => fireEvent.click(name));
    }
    expect(openScreen.mock.calls.map((c) => c[0])).toEqual([
      '/lettertemplate/demo/7?fromPage=templates',
      '/mailtemplate/demo/3?fromPage=templates',
      '/smstemplate/demo/5?fromPage=templates',
      '/mailtemplate/demo/1?fromPage=templates',
    ]);
  });

  it('opens a template from a click anywhere on its row', async () => {
    const openScreen = vi.fn();
    show(admin, openScreen);
    await act(async () => fireEvent.click(within(bodyRows()[2]!).getAllByRole('cell')[3]!));
    expect(openScreen).toHaveBeenCalledWith('/smstemplate/demo/5?fromPage=templates');
  });

  it('offers a create button for each kind the caller may create, each opening a new one (id 0)', async () => {
    const openScreen = vi.fn();
    show(admin, openScreen);
    const buttons = ['New e-mail template', 'New SMS template', 'New letter template'].map((name) => screen.getByRole('button', { name }));
    for (const b of buttons) await act(async () => fireEvent.click(b));
    expect(openScreen.mock.calls.map((c) => c[0])).toEqual([
      '/mailtemplate/demo/0?fromPage=templates',
      '/smstemplate/demo/0?fromPage=templates',
      '/lettertemplate/demo/0?fromPage=templates',
    ]);
  });

  it('has no create buttons for a reader, and the default title', () => {
    show(reader);
    expect(screen.getByRole('heading', { name: 'Templates' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^New / })).toBeNull();
    expect(bodyRows()).toHaveLength(4);
  });

  it('says when there are no templates, and offers only the kinds the flags allow', () => {
    show(empty);
    expect(screen.getByText('There are no templates yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'New e-mail template' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New SMS template' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New letter template' })).toBeNull();
  });

  it('reads the list call of the survey, and shows that it is loading meanwhile', async () => {
    let answer: (value: unknown) => void = () => {};
    const fetchJson = vi.fn<FetchJson>(() => new Promise((resolve) => (answer = resolve)));
    render(
      <FixtureEngine registry={registry} fetchJson={fetchJson}>
        {slot({ size: 12 })}
      </FixtureEngine>,
    );
    expect(await screen.findByLabelText('Loading templates…')).toBeTruthy();
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/mails/templates/demo', undefined);
    await act(async () => answer(templateList()));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByLabelText('Loading templates…')).toBeNull();
  });
});
