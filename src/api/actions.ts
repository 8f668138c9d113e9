import { queryOptions } from '@tanstack/react-query';
import type { ActionChart } from '../../schemas/api/action-chart.gen.ts';
import type { ActionChartRequest } from '../../schemas/api/action-chart-request.gen.ts';
import type { ActionDeleted } from '../../schemas/api/action-deleted.gen.ts';
import type { ActionEditData } from '../../schemas/api/action-edit-data.gen.ts';
import type { ActionEffectivePeriod } from '../../schemas/api/action-effective-period.gen.ts';
import type { ActionEvaluation } from '../../schemas/api/action-evaluation.gen.ts';
import type { ActionManagerData } from '../../schemas/api/action-manager-data.gen.ts';
import type { ActionPlanData } from '../../schemas/api/action-plan-data.gen.ts';
import type { ActionSave } from '../../schemas/api/action-save.gen.ts';
import type { ActionValue } from '../../schemas/api/action-value.gen.ts';
import type { ActionValueRequest } from '../../schemas/api/action-value-request.gen.ts';
import type { ActionItemQuery } from '../../schemas/api/params/action-item-query.gen.ts';
import type { ApiCaller, ApiReader } from './client.ts';
import { callPath } from './path.ts';

export type { ActionChart, ActionEditData, ActionManagerData, ActionPlanData, ActionSave, ActionValue };

/**
 * Every action read sits under ['actions', survey]: a save, a delete or an evaluation invalidates that key, so the
 * plan, the manager, the overview and an open dialog all re-read what changed.
 */
export const actionsKey = (surveyExtName: string) => ['actions', surveyExtName] as const;

/** GET vuejs/actions/actionplan/{survey}/{id}/{path}: the unit's open actions; anchorable false shows 'no data'. */
export function actionPlanQuery(api: ApiReader, surveyExtName: string, componentId: string, drillPath: string) {
  return queryOptions({
    queryKey: [...actionsKey(surveyExtName), 'plan', componentId, drillPath],
    queryFn: ({ signal }) => api.get<ActionPlanData>(callPath('vuejs/actions/actionplan', surveyExtName, componentId, drillPath), { signal }),
  });
}

/** GET vuejs/actions/actionmanager/{survey}/{id}/{path}: open, closed and suggested actions (the manager and the overview). */
export function actionManagerQuery(api: ApiReader, surveyExtName: string, componentId: string, drillPath: string) {
  return queryOptions({
    queryKey: [...actionsKey(surveyExtName), 'manager', componentId, drillPath],
    queryFn: ({ signal }) => api.get<ActionManagerData>(callPath('vuejs/actions/actionmanager', surveyExtName, componentId, drillPath), { signal }),
  });
}

/** GET vuejs/actions/getaction/{survey}/{id}/{path}[?item=]: the edit dialog (id 0 a new action; `item` a suggestion of it). */
export function actionQuery(api: ApiReader, surveyExtName: string, actionId: number, drillPath: string, item?: string) {
  return queryOptions({
    queryKey: [...actionsKey(surveyExtName), 'action', actionId, drillPath, item ?? null],
    queryFn: ({ signal }) =>
      api.get<ActionEditData>(callPath('vuejs/actions/getaction', surveyExtName, actionId, drillPath), { signal, ...(item ? { query: { item } satisfies ActionItemQuery } : {}) }),
  });
}

/** POST vuejs/actions/getactionvalue/{survey}/{id}/{path}: the expression's value over the effective period. */
export function actionValueQuery(api: ApiCaller, surveyExtName: string, actionId: number, drillPath: string, request: ActionValueRequest) {
  return queryOptions({
    queryKey: [...actionsKey(surveyExtName), 'value', actionId, drillPath, request.expression, request.periodStartDate, request.deadline],
    queryFn: ({ signal }) => api.post<ActionValue>(callPath('vuejs/actions/getactionvalue', surveyExtName, actionId, drillPath), request, { signal }),
  });
}

/** GET vuejs/actions/effectiveactionperiod/{survey}/{from}/{deadline}. */
export function effectiveActionPeriodQuery(api: ApiReader, surveyExtName: string, from: string, deadline: string) {
  return queryOptions({
    queryKey: [...actionsKey(surveyExtName), 'period', from, deadline],
    queryFn: ({ signal }) => api.get<ActionEffectivePeriod>(callPath('vuejs/actions/effectiveactionperiod', surveyExtName, from, deadline), { signal }),
  });
}

/** POST vuejs/charts/actionchart/{survey}/{id}: a saved action's chart (empty body), or a new one's (body names it). */
export function actionChartQuery(api: ApiCaller, surveyExtName: string, actionId: number, request: ActionChartRequest = {}) {
  return queryOptions({
    queryKey: [...actionsKey(surveyExtName), 'chart', actionId, request],
    queryFn: ({ signal }) => api.post<ActionChart>(callPath('vuejs/charts/actionchart', surveyExtName, actionId), request, { signal }),
  });
}

/** POST vuejs/actions/updateaction/{survey}/{id}: answers the action as it now stands (400 ActionSaveError names refused fields). */
export function saveAction(api: ApiCaller, surveyExtName: string, payload: ActionSave): Promise<ActionEditData> {
  return api.post<ActionEditData>(callPath('vuejs/actions/updateaction', surveyExtName, payload.id), payload);
}

/** GET vuejs/actions/deleteaction/{survey}/{id}. */
export function deleteAction(api: ApiReader, surveyExtName: string, actionId: number): Promise<ActionDeleted> {
  return api.get<ActionDeleted>(callPath('vuejs/actions/deleteaction', surveyExtName, actionId));
}

/** GET vuejs/actions/evaluate/{survey} (root): closes the open actions past their deadline. */
export function evaluateActions(api: ApiReader, surveyExtName: string): Promise<ActionEvaluation> {
  return api.get<ActionEvaluation>(callPath('vuejs/actions/evaluate', surveyExtName));
}
