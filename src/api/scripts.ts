import { queryOptions } from '@tanstack/react-query';
import type { ScriptBlock, ScriptType } from '../../schemas/api/script-block.gen.ts';
import type { ScriptDeleted } from '../../schemas/api/script-deleted.gen.ts';
import type { ScriptList, ScriptRow } from '../../schemas/api/script-list.gen.ts';
import type { ScriptRunParams } from '../../schemas/api/script-run-params.gen.ts';
import type { ScriptRunResult } from '../../schemas/api/script-run-result.gen.ts';
import type { ScriptSaved } from '../../schemas/api/script-saved.gen.ts';
import type { ApiClient, ApiReader } from './client.ts';
import { callPath } from './path.ts';

export type { ScriptBlock, ScriptList, ScriptRow, ScriptRunResult, ScriptType };

/** Every script read sits under ['scripts', survey]: a save, run or delete invalidates it, so lists and the open script re-read. */
export const scriptsKey = (surveyExtName: string) => ['scripts', surveyExtName] as const;

/** GET vuejs/scripts/{survey}/{surveyId}: a survey's scripts; without surveyId, GET vuejs/scripts/globals/{survey}. */
export function scriptListQuery(api: ApiReader, surveyExtName: string, surveyId?: number) {
  return queryOptions({
    queryKey: [...scriptsKey(surveyExtName), 'list', surveyId ?? 'globals'],
    queryFn: ({ signal }) =>
      api.get<ScriptList>(surveyId === undefined ? callPath('vuejs/scripts/globals', surveyExtName) : callPath('vuejs/scripts', surveyExtName, surveyId), { signal }),
  });
}

/** GET vuejs/scripts/details/{survey}/{scriptId}; without scriptId, GET vuejs/scripts/universe/details/{survey}. */
export function scriptQuery(api: ApiReader, surveyExtName: string, scriptId?: number) {
  return queryOptions({
    queryKey: [...scriptsKey(surveyExtName), 'script', scriptId ?? 'universe'],
    queryFn: ({ signal }) =>
      api.get<ScriptBlock>(scriptId === undefined ? callPath('vuejs/scripts/universe/details', surveyExtName) : callPath('vuejs/scripts/details', surveyExtName, scriptId), {
        signal,
      }),
  });
}

/** GET vuejs/scripts/create/{survey}/{surveyId} (a survey script) or create/{survey} (a global one): the new script. */
export function createScript(api: ApiClient, surveyExtName: string, surveyId?: number): Promise<ScriptBlock> {
  return api.get<ScriptBlock>(surveyId === undefined ? callPath('vuejs/scripts/create', surveyExtName) : callPath('vuejs/scripts/create', surveyExtName, surveyId));
}

/** POST vuejs/scripts/{survey}; a CONFIGURATION script with errors is a 422 whose body is a ConfigurationCheck. */
export function saveScript(api: ApiClient, surveyExtName: string, script: ScriptBlock): Promise<ScriptSaved> {
  return api.post<ScriptSaved>(callPath('vuejs/scripts', surveyExtName), script);
}

export function deleteScript(api: ApiClient, surveyExtName: string, scriptId: number): Promise<ScriptDeleted> {
  return api.delete<ScriptDeleted>(callPath('vuejs/scripts/delete', surveyExtName, scriptId));
}

/** POST vuejs/scripts/run/{survey}/{surveyId}/{scriptId}?dryrun=; surveyId 0 for a global or the universe script. */
export function runScript(api: ApiClient, surveyExtName: string, surveyId: number, scriptId: number, dryrun: boolean, params: ScriptRunParams): Promise<ScriptRunResult> {
  return api.post<ScriptRunResult>(callPath('vuejs/scripts/run', surveyExtName, surveyId, scriptId), params, { query: { dryrun } });
}

export function deleteScriptEvent(api: ApiClient, surveyExtName: string, eventId: number): Promise<ScriptBlock> {
  return api.delete<ScriptBlock>(callPath('vuejs/scripts/deleteevent', surveyExtName, eventId));
}

export function deleteAllScriptEvents(api: ApiClient, surveyExtName: string, scriptId: number): Promise<ScriptBlock> {
  return api.delete<ScriptBlock>(callPath('vuejs/scripts/deleteallevents', surveyExtName, scriptId));
}
