import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { callPath } from './path.ts';
import type { PageQuery } from '../../schemas/api/params/page-query.gen.ts';

/**
 * The page descriptor, filtered for the user by the server: GET vuejs/pages/page/{survey}/{pageId}?view=, the
 * discriminators resolved for the user's role and the active view.
 */
export function pageDescriptorQuery(api: ApiClient, surveyExtName: string, pageId: string, view?: string | null) {
  return queryOptions({
    queryKey: ['page-descriptor', surveyExtName, pageId, ...(view ? [view] : [])],
    queryFn: ({ signal }) => api.get<unknown>(callPath('vuejs/pages/page', surveyExtName, pageId), { signal, query: view ? ({ view } satisfies PageQuery) : undefined }),
  });
}
