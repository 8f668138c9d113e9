import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { callPath } from './path.ts';

/** The page descriptor, filtered for the user by the server: GET vuejs/pages/page/{survey}/{pageId}. */
export function pageDescriptorQuery(api: ApiClient, surveyExtName: string, pageId: string) {
  return queryOptions({
    queryKey: ['page-descriptor', surveyExtName, pageId],
    queryFn: ({ signal }) => api.get<unknown>(callPath('vuejs/pages/page', surveyExtName, pageId), { signal }),
  });
}
