// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App.tsx';
import { AUTH_TOKEN_KEY } from '../auth/session.ts';
import { fakeIdentity, fakeServer, identityFixture, signInRoutes } from '../test/fakes.ts';

/**
 * A user whose start survey is Customer service and who also sees Store visit, with two views: a reload on a
 * Store visit address must keep Store visit the current survey (spec 1 section 4, Session). Issue 12: the
 * selected view tab clicked again does nothing, and a reload with `?view=` makes that view the session's.
 */
const identity = identityFixture({
  isUserAdmin: true,
  startSurvey: 'customerservice',
  surveys: [
    {
      extName: 'customerservice',
      title: 'Customer service',
      views: [{ extName: 'default', title: 'Default', startPath: 'all' }],
      pages: [{ extname: 'cshome', title: 'Service overview', icon: 'dashboard' }],
      startFilter: '',
      nOpenAlerts: 0,
      startPage: 'cshome',
      // Without canViewSamples here: the sidebar offers no sample list in this survey.
      canViewSamples: false,
      canAccessStatusPage: true,
    },
    {
      extName: 'storevisit',
      title: 'Store visit',
      views: [
        { extName: 'stores', title: 'Stores', startPath: 'all' },
        { extName: 'sweden', title: 'Sweden', startPath: 'all,se' },
      ],
      pages: [
        { extname: 'start', title: 'Overview', icon: 'dashboard' },
        { extname: 'details', title: 'Details', icon: 'dashboard' },
      ],
      startFilter: 'ftime=rmonths-12_0',
      nOpenAlerts: 4,
      startPage: 'start',
      canViewSamples: true,
      canAccessStatusPage: true,
    },
  ],
});

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // the router restores scroll; jsdom has no layout
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A reload on `path` with a kept session. */
async function reloadAt(path: string) {
  window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
  window.history.replaceState(null, '', path);
  const server = fakeServer(signInRoutes(identity));
  render(<App createIdentityClient={fakeIdentity().factory} fetch={server.fetch} />);
  await screen.findByTestId('user-name', {}, { timeout: 15_000 });
}

const address = () => decodeURIComponent(window.location.pathname + window.location.search);

// A whole app signs in and loads its lazy chunks; two shared cores make that slow.
const SLOW = { timeout: 30_000 };

describe('view tabs', SLOW, () => {
  it('go to the view’s start path on the current page, keeping the filters, and back', async () => {
    await reloadAt('/new/page/details/storevisit/all;ftime=rmonths-12_0');
    fireEvent.click(await screen.findByRole('tab', { name: 'Sweden' }));
    await waitFor(() => expect(address()).toBe('/new/page/details/storevisit/all,se;ftime=rmonths-12_0?view=sweden'));
    expect(screen.getByRole('tab', { name: 'Sweden' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Stores' }));
    await waitFor(() => expect(address()).toBe('/new/page/details/storevisit/all;ftime=rmonths-12_0?view=stores'));
  });

  it('leave a drilled-down unit for the view’s start path on a list screen', async () => {
    await reloadAt('/new/ranking/storevisit/all,no,oslo?page=3');
    fireEvent.click(await screen.findByRole('tab', { name: 'Sweden' }));
    await waitFor(() => expect(decodeURIComponent(window.location.pathname)).toBe('/new/ranking/storevisit/all,se'));
    expect(new URLSearchParams(window.location.search).get('page')).toBe('1');
  });
});

describe('the survey in the address is the current survey', SLOW, () => {
  it('Home after a reload on a Store visit page opens Store visit’s default page', async () => {
    await reloadAt('/new/page/details/storevisit/all,se');
    fireEvent.click(screen.getByTestId('home-button'));
    await waitFor(() => expect(address()).toBe('/new/page/start/storevisit/all;ftime=rmonths-12_0'));
  });

  it('the Dev mailbox keeps Store visit: its pages, its drill path and Home', async () => {
    await reloadAt('/new/page/details/storevisit/all,se');
    fireEvent.click(screen.getByRole('button', { name: 'Dev mailbox' }));
    await waitFor(() => expect(window.location.pathname).toBe('/new/mailbox'));
    expect(screen.getByTestId('survey-menu').textContent).toContain('Store visit');
    fireEvent.click(await screen.findByRole('button', { name: 'Overview' }));
    await waitFor(() => expect(address()).toBe('/new/page/start/storevisit/all,se'));

    fireEvent.click(screen.getByRole('button', { name: 'Dev mailbox' }));
    await waitFor(() => expect(window.location.pathname).toBe('/new/mailbox'));
    fireEvent.click(screen.getByTestId('home-button'));
    await waitFor(() => expect(address()).toBe('/new/page/start/storevisit/all;ftime=rmonths-12_0'));
  });
});

describe('the selected view tab', SLOW, () => {
  it('does nothing when clicked again: no navigation, no history entry', async () => {
    await reloadAt('/new/page/details/storevisit/all,se;ftime=rmonths-12_0?view=sweden');
    const tab = await screen.findByRole('tab', { name: 'Sweden' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    const length = window.history.length;
    fireEvent.click(tab);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(window.history.length).toBe(length);
    expect(address()).toBe('/new/page/details/storevisit/all,se;ftime=rmonths-12_0?view=sweden');
  });

  it('does nothing when clicked again on an address without ?view= (the session’s view)', async () => {
    await reloadAt('/new/ranking/storevisit/all,no?page=2');
    const tab = await screen.findByRole('tab', { name: 'Stores' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const push = vi.spyOn(window.history, 'pushState');
    fireEvent.click(tab);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push).not.toHaveBeenCalled();
    expect(address()).toBe('/new/ranking/storevisit/all,no?page=2');
  });
});

describe('a reload with ?view=', SLOW, () => {
  it('restores that view as the session’s: it stays selected on the next screen', async () => {
    await reloadAt('/new/page/details/storevisit/all,se?view=sweden');
    expect((await screen.findByRole('tab', { name: 'Sweden' })).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Dev mailbox' }));
    await waitFor(() => expect(window.location.pathname).toBe('/new/mailbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Overview' }));
    await waitFor(() => expect(window.location.pathname).toBe('/new/page/start/storevisit/all,se'));
    expect(screen.getByRole('tab', { name: 'Sweden' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Stores' }).getAttribute('aria-selected')).toBe('false');
  });
});

describe('the sidebar', SLOW, () => {
  it('offers the sample list only in a survey whose role may see samples', async () => {
    await reloadAt('/new/page/cshome/customerservice/all');
    const lists = await screen.findByTestId('sidebar-lists');
    expect(within(lists).getByRole('link', { name: 'Alerts' })).toBeTruthy();
    expect(within(lists).queryByRole('link', { name: 'Samples' })).toBeNull();

    cleanup();
    await reloadAt('/new/page/start/storevisit/all');
    expect(within(await screen.findByTestId('sidebar-lists')).getByRole('link', { name: 'Samples' }).getAttribute('href')).toBe('/new/samplelist/storevisit/all');
  });
});
