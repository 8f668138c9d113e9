import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { actionManagerQuery } from '../../src/api/actions.ts';

/** The drill unit's actions (the action manager call; the overview reads it too, under the same key). */
export function actionManagerWidgetQuery(ctx: WidgetQueryContext) {
  return actionManagerQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId, ctx.drillPath);
}
