import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { actionPlanQuery } from '../../src/api/actions.ts';

/** The drill unit's open actions (the action plan call). */
export function actionPlanWidgetQuery(ctx: WidgetQueryContext) {
  return actionPlanQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId, ctx.drillPath);
}
