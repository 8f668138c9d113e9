import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../../core/drillpath/tokens.ts';
import { createApiClient } from '../../api/client.ts';
import { fakeServer } from '../../test/fakes.ts';
import { prefetchPage } from './prefetchPage.ts';

const page = {
  extname: 'start',
  title: { en: 'Start' },
  // Two rows of the grid, the first screen (PageView renders these at once).
  components: [
    { type: 'rankingTable', id: 'regions', config: { size: 6, rankingConfig: 'stores' } },
    // A container: its tab's component is fetched too (the engine's slot walk, not a list of container keys).
    {
      type: 'menuBlock',
      id: 'menu',
      config: { size: 6, tabs: [{ title: { en: 'Trend' }, components: [{ type: 'developmentLineChart', id: 'trend', config: { size: 8, defaultPeriod: 'months' } }] }] },
    },
    { type: 'variableBlock', id: 'kpi', config: { size: 6 } },
    // No call for what the screen shows as unknown, too new or invalid.
    { type: 'notAWidget', id: 'x', config: { size: 2 } },
    { type: 'variableBlock', id: 'future', version: 99, config: { size: 2 } },
    { type: 'variableBlock', id: 'broken', config: { size: 2, colour: 'red' } },
  ],
};
const below = (id: string) => ({ type: 'variableBlock', id, config: { size: 12 } });

function setUp(descriptor: unknown = page) {
  const server = fakeServer({ 'GET /rest/vuejs/pages/page/storevisit/start': { body: descriptor } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiClient({ fetch: server.fetch });
  return { server, queryClient, api };
}

describe('the page loader', () => {
  it("fetches the descriptor, then each widget's data through its registered query, nested ones included", async () => {
    const { server, queryClient, api } = setUp();
    await prefetchPage({ queryClient, api }, { pageId: 'start', surveyExtName: 'storevisit', drillPath: parseRoute('all;ftime=rmonths-12_0') });
    expect(server.calls.map((c) => c.url)).toEqual([
      '/rest/vuejs/pages/page/storevisit/start',
      '/rest/vuejs/newranking/list/storevisit/stores/all%3Bftime%3Drmonths-12_0/none',
      '/rest/vuejs/charts/chart/storevisit/trend/months/all%3Bftime%3Drmonths-12_0',
      '/rest/vuejs/variables/block/storevisit/kpi/all%3Bftime%3Drmonths-12_0',
    ]);
  });

  it('asks for the descriptor of the active view, whose discriminator branches the server resolves', async () => {
    const server = fakeServer({ 'GET /rest/vuejs/pages/page/storevisit/start': { body: { ...page, components: [] } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchPage({ queryClient, api: createApiClient({ fetch: server.fetch }) }, { pageId: 'start', surveyExtName: 'storevisit', drillPath: parseRoute('all'), view: 'sweden' });
    expect(server.calls.map((c) => c.url)).toEqual(['/rest/vuejs/pages/page/storevisit/start?view=sweden']);
    expect(queryClient.getQueryState(['page-descriptor', 'storevisit', 'start', 'sweden'])?.status).toBe('success');
  });

  it('fills the cache entries the screens read: the ranking widget and the ranking screen share one', async () => {
    const { queryClient, api } = setUp();
    await prefetchPage({ queryClient, api }, { pageId: 'start', surveyExtName: 'storevisit', drillPath: parseRoute('all') });
    expect(queryClient.getQueryState(['page-descriptor', 'storevisit', 'start'])?.status).toBe('success');
    expect(queryClient.getQueryState(['ranking', 'storevisit', 'stores', 'all'])).toBeDefined();
  });

  it('leaves the data of the components below the first two rows to the screen, which fetches it when they are scrolled near', async () => {
    const { server, queryClient, api } = setUp({ ...page, components: [...page.components, below('lower'), below('lowest')] });
    await prefetchPage({ queryClient, api }, { pageId: 'start', surveyExtName: 'storevisit', drillPath: parseRoute('all') });
    const urls = server.calls.map((c) => c.url);
    expect(urls).toContain('/rest/vuejs/variables/block/storevisit/kpi/all');
    expect(urls.filter((u) => /\/(lower|lowest)\//.test(u))).toEqual([]);
  });

  it('asks for no widget data when the descriptor is not a page', async () => {
    const { server, queryClient, api } = setUp({ components: 'none' });
    await prefetchPage({ queryClient, api }, { pageId: 'start', surveyExtName: 'storevisit', drillPath: parseRoute('all') });
    expect(server.calls).toHaveLength(1);
  });
});
