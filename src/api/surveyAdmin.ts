import { queryOptions } from '@tanstack/react-query';
import type { ApiKeyCreated } from '../../schemas/api/api-key-created.gen.ts';
import type { ApiKeyList } from '../../schemas/api/api-key-list.gen.ts';
import type { SurveyList } from '../../schemas/api/survey-list.gen.ts';
import type { UniverseData } from '../../schemas/api/universe-data.gen.ts';
import type { ApiClient, ApiReader } from './client.ts';
import { callPath } from './path.ts';

export type { ApiKeyCreated, SurveyList, UniverseData };

/** Every survey-administration read sits under ['surveyAdmin', survey]: a write invalidates what it changed. */
export const surveyAdminKey = (surveyExtName: string) => ['surveyAdmin', surveyExtName] as const;

/** GET vuejs/surveys/list/{survey}: the universe's surveys and this survey's API keys. */
export function surveyListQuery(api: ApiReader, surveyExtName: string) {
  return queryOptions({
    queryKey: [...surveyAdminKey(surveyExtName), 'list'],
    queryFn: ({ signal }) =>
      api.get<SurveyList>(callPath('vuejs/surveys/list', surveyExtName), {
        signal,
      }),
  });
}

/** GET vuejs/surveys/universedata/{survey}: the universe editor's data. */
export function universeDataQuery(api: ApiReader, surveyExtName: string) {
  return queryOptions({
    queryKey: [...surveyAdminKey(surveyExtName), 'universe'],
    queryFn: ({ signal }) => api.get<UniverseData>(callPath('vuejs/surveys/universedata', surveyExtName), { signal }),
  });
}

/** PUT vuejs/surveys/universedata/{survey}: answers what was saved; 400 names the rule it breaks. */
export function saveUniverseData(api: ApiClient, surveyExtName: string, data: UniverseData): Promise<UniverseData> {
  return api.put<UniverseData>(callPath('vuejs/surveys/universedata', surveyExtName), data);
}

/** GET vuejs/surveys/apikey/create/{survey}: a new big-screen key for the top unit; its token is in this answer only. */
export function createApiKey(api: ApiClient, surveyExtName: string): Promise<ApiKeyCreated> {
  return api.get<ApiKeyCreated>(callPath('vuejs/surveys/apikey/create', surveyExtName));
}

/** GET vuejs/surveys/apikey/delete/{survey}/{id}: revokes the key; answers the remaining keys. */
export function deleteApiKey(api: ApiClient, surveyExtName: string, id: number): Promise<ApiKeyList> {
  return api.get<ApiKeyList>(callPath('vuejs/surveys/apikey/delete', surveyExtName, id));
}
