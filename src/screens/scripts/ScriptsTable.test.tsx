// @vitest-environment jsdom
/**
 * The scripts table the survey list and survey details embed (spec 3 sections 2 and 5): its rows, the filter
 * (case-insensitive over description, type, extname, updated and survey), a row opening its script and New script
 * making one and opening it, in a router of its own.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/testing-library.ts';
import { createApiClient } from '../../api/client.ts';
import type { ScriptBlock, ScriptRow } from '../../api/scripts.ts';
import { AuthContext, type AuthContextValue } from '../../auth/context.ts';
import en from '../../i18n/en.json';
import { fakeServer, identityFixture } from '../../test/fakes.ts';
import { ScriptsTable, type ScriptsTableProps } from './ScriptsTable.tsx';

afterEach(cleanup);

const row = (over: Partial<ScriptRow>): ScriptRow => ({
  id: 1,
  scriptType: 'JAVASCRIPT',
  extname: 'script-1',
  description: '',
  disabled: false,
  updated: '2026-11-22T10:15:00Z',
  metaInterviewExtName: 'storevisit',
  surveyId: 3,
  eventCount: 0,
  ...over,
});

const ROWS = [
  row({ id: 5, scriptType: 'CONFIGURATION', extname: 'configuration', description: 'The survey configuration' }),
  row({ id: 7, scriptType: 'VALIDATE_SAMPLE', extname: 'checkMail', description: 'Refuses bad e-mail', eventCount: 2 }),
];

function mount(props: ScriptsTableProps, routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(routes);
  const api = createApiClient({ fetch: server.fetch, getAuthToken: () => 'tok' });
  const auth = { state: { status: 'signed-in', identity: identityFixture({ role: 'admin' }), authToken: 'tok' }, api } as unknown as AuthContextValue;
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: () => <ScriptsTable {...props} /> });
  const history = createMemoryHistory({ initialEntries: ['/'] });
  const router = createRouter({ routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '$', component: () => null })]), history });
  render(
    <IntlProvider locale="en" messages={en}>
      <AuthContext.Provider value={auth}>
        <QueryClientProvider client={queries}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AuthContext.Provider>
    </IntlProvider>,
  );
  return { server, history };
}

describe('the scripts table', { timeout: 20_000 }, () => {
  it("lists a survey's scripts and filters them whatever the case", async () => {
    mount({ surveyExtName: 'storevisit', surveyId: 3 }, { 'GET /rest/vuejs/scripts/storevisit/3': { body: { rows: ROWS } } });
    await screen.findByRole('button', { name: 'checkMail' });
    expect(screen.getAllByTestId('scripts-row')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('scripts-filter'), { target: { value: 'REFUSES' } });
    expect(screen.getAllByTestId('scripts-row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'configuration' })).toBeNull();
    fireEvent.change(screen.getByTestId('scripts-filter'), { target: { value: 'nothing like it' } });
    expect(screen.getByTestId('scripts-empty').textContent).toBe('No script matches the filter.');
  });

  it('a row opens its script; New script makes one and opens it', async () => {
    const made: ScriptBlock = { id: 42, scriptType: 'JAVASCRIPT', extname: 'script-42', description: '', disabled: false, script: '', surveyId: 3 };
    const { server, history } = mount(
      { surveyExtName: 'storevisit', surveyId: 3 },
      { 'GET /rest/vuejs/scripts/storevisit/3': { body: { rows: ROWS } }, 'GET /rest/vuejs/scripts/create/storevisit/3': { body: made } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'checkMail' }));
    await waitFor(() => expect(history.location.pathname).toBe('/script/storevisit/3/7'));
    fireEvent.click(screen.getByRole('button', { name: 'New script' }));
    await waitFor(() => expect(history.location.pathname).toBe('/script/storevisit/3/42'));
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /rest/vuejs/scripts/create/storevisit/3');
  });

  it("without a survey: the universe's global scripts, each opening at its global address; none yet says so", async () => {
    const { history } = mount(
      { surveyExtName: 'storevisit' },
      { 'GET /rest/vuejs/scripts/globals/storevisit': [{ body: { rows: [row({ id: 9, extname: 'shared', surveyId: null, metaInterviewExtName: '' })] } }] },
    );
    await screen.findByRole('heading', { name: 'Global scripts' });
    fireEvent.click(await screen.findByRole('button', { name: 'shared' }));
    await waitFor(() => expect(history.location.pathname).toBe('/script/storevisit/9'));
    cleanup();
    mount({ surveyExtName: 'service' }, { 'GET /rest/vuejs/scripts/globals/service': { body: { rows: [] } } });
    expect((await screen.findByTestId('scripts-empty')).textContent).toBe('No scripts yet.');
  });
});
