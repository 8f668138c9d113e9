import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';

/** The page descriptor, filtered for the user by the server: GET vuejs/pages/page/{survey}/{pageId}. */
export function pageDescriptorQuery(api: ApiClient, surveyExtName: string, pageId: string) {
  return queryOptions({
    queryKey: ['page-descriptor', surveyExtName, pageId],
    queryFn: ({ signal }) => api.get<unknown>(`vuejs/pages/page/${encodeURIComponent(surveyExtName)}/${encodeURIComponent(pageId)}`, { signal }),
  });
}
