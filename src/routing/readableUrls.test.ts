/**
 * Issue 12: readable addresses. The router writes a drill path's own marks (`,` `;` `=`) as they are, and an
 * address typed or linked with them percent-encoded (`all%2Cse`) opens the same drill path, written readable.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { parseRoute } from '../../core/drillpath/tokens.ts';
import { createAppRouter, createQueryClient, type RouterContext } from '../router.tsx';
import { readableHref } from './readableUrls.ts';

function routerAt(path: string) {
  const signedIn = { status: 'signed-in' };
  // The loaders' calls go nowhere here (no API client); only the addresses are looked at.
  const context = { queryClient: createQueryClient(), api: {}, auth: { getState: () => signedIn, subscribe: () => () => undefined } } as unknown as RouterContext;
  return createAppRouter(context, createMemoryHistory({ initialEntries: [path] }));
}

describe('drill paths in the address', () => {
  it('are written with their commas, semicolons and equals signs', () => {
    const location = routerAt('/new/').buildLocation({
      to: '/ranking/$surveyExtName/$drillPath',
      params: { surveyExtName: 'storevisit', drillPath: parseRoute('all,se;rtype=1') },
      search: { page: 1 },
    });
    expect(location.publicHref).toBe('/new/ranking/storevisit/all,se;rtype=1?page=1');
  });

  it('still escape what a path cannot hold', () => {
    const location = routerAt('/new/').buildLocation({ to: '/page/$pageId/$surveyExtName/$drillPath', params: { pageId: 'a b', surveyExtName: 'sv', drillPath: parseRoute('all,se') } });
    expect(location.publicHref).toBe('/new/page/a%20b/sv/all,se');
  });

  it('read a percent-encoded drill path as the same drill path', () => {
    const router = routerAt('/new/ranking/storevisit/all%2Cse%3Brtype%3D1?page=1');
    const match = router.matchRoutes(router.latestLocation).at(-1);
    expect(match?.routeId).toBe('/_signedIn/ranking/$surveyExtName/$drillPath');
    expect(match?.params).toEqual({ surveyExtName: 'storevisit', drillPath: parseRoute('all,se;rtype=1') });
  });
});

describe('readableHref', () => {
  it('decodes the marks in the path only', () => {
    expect(readableHref('/new/ranking/sv/all%2cse%3Brtype%3D1?q=a%2Cb#x%2C')).toBe('/new/ranking/sv/all,se;rtype=1?q=a%2Cb#x%2C');
    expect(readableHref('/new/page/a%20b/sv/all')).toBe('/new/page/a%20b/sv/all');
  });
});
