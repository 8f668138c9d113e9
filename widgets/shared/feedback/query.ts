import type { WidgetQueryContext } from '../../../engine/index.tsx';
import { callerOf, readerOf } from '../../../src/api/client.ts';
import { feedbackSearchQuery, questionSearchQuery, textAnalyticsQuery, type CommentSearch } from '../../../src/api/textanalytics.ts';

/** The text analytics result the overview widgets (text analytics, feedback overview, feedback sentiment) show. */
export function textAnalyticsWidgetQuery(ctx: WidgetQueryContext) {
  return textAnalyticsQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId, ctx.drillPath);
}

/** The feedback search's page: every comment, newest first (what the page loader prefetches), or what the reader asked. */
export function feedbackSearchWidgetQuery(ctx: WidgetQueryContext, search?: CommentSearch) {
  return feedbackSearchQuery(callerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId, ctx.drillPath, search);
}

export function questionSearchWidgetQuery(ctx: WidgetQueryContext, search?: CommentSearch) {
  return questionSearchQuery(callerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId, ctx.drillPath, search);
}
