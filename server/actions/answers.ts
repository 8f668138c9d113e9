/** The action calls that read (spec 2 section 7): the plan, the manager, one action's form and an expression's value. */
import { addDays } from '../../core/dates';
import { ACTION_OPEN } from '../../core/actions/rules';
import { localize } from '../../core/metrics/variables';
import { loadGoals } from '../analytics/metrics';
import { Invalid } from '../errors';
import { text } from '../i18n';
import { drillRequest, type AnalyticsContext } from '../survey/context';
import type { ActionEditData } from '../../schemas/api/action-edit-data.gen';
import type { ActionManagerData } from '../../schemas/api/action-manager-data.gen';
import type { ActionPlanData } from '../../schemas/api/action-plan-data.gen';
import type { ActionValue } from '../../schemas/api/action-value.gen';
import type { ActionValueRequest } from '../../schemas/api/action-value-request.gen';
import { checkActionComponent } from './component';
import { canEditActions, isAnchorable, itemOf, readActionConfig, variableOf } from './config';
import { actionsAt, findAction, historyOf, type HistoryRow } from './store';
import { suggestedActions } from './suggestions';
import { actionSummary } from './summary';
import { effectiveRange, expressionValue, formatValue, rangeText } from './value';

export async function actionPlanAnswer(ctx: AnalyticsContext, componentId: string, path: string): Promise<ActionPlanData> {
  checkActionComponent(ctx, componentId, 'actionplan');
  const cfg = readActionConfig(ctx.sa);
  const { unit } = await drillRequest(ctx, path);
  const anchorable = isAnchorable(cfg, unit);
  const rows = anchorable ? (await actionsAt(ctx, unit)).filter((a) => a.state === ACTION_OPEN) : [];
  return { anchorable, isActionsConfigured: cfg.configured, canEdit: anchorable && canEditActions(ctx), actions: await Promise.all(rows.map((r) => actionSummary(ctx, cfg, r))) };
}

export async function actionManagerAnswer(ctx: AnalyticsContext, componentId: string, path: string): Promise<ActionManagerData> {
  checkActionComponent(ctx, componentId, 'actionmanager');
  const cfg = readActionConfig(ctx.sa);
  const { unit, filters } = await drillRequest(ctx, path);
  const anchorable = isAnchorable(cfg, unit);
  const rows = anchorable ? await actionsAt(ctx, unit) : [];
  const summaries = await Promise.all(rows.map((r) => actionSummary(ctx, cfg, r)));
  const open = summaries.filter((s) => s.state === ACTION_OPEN);
  return {
    anchorable,
    isActionsConfigured: cfg.configured,
    canEdit: anchorable && canEditActions(ctx),
    canEvaluate: ctx.isRoot,
    openActions: open,
    closedActions: summaries.filter((s) => s.state !== ACTION_OPEN),
    suggestedActions: anchorable ? await suggestedActions(ctx, cfg, unit, filters, rows) : [],
    actionPlanData: { anchorable, isActionsConfigured: cfg.configured, canEdit: anchorable && canEditActions(ctx), actions: open },
  };
}

function historyEntry(ctx: AnalyticsContext, expression: string, h: HistoryRow): ActionEditData['updateData']['commentsList'][number] {
  const v = ctx.sa.variables.get(expression);
  const verdict = h.kind === 'comment' ? null : text(ctx.locale, h.kind === 'completed' ? 'action.history.completed' : 'action.history.failed');
  return {
    updated: new Date(h.createdAt).toISOString(),
    formattedScore: formatValue(ctx, v, h.score),
    formattedGoal: formatValue(ctx, v, h.goal),
    username: h.username ?? text(ctx.locale, 'action.history.system'),
    message: verdict ?? h.message,
  };
}

/**
 * The action edit dialog's data. Id 0 is a new action at the drill unit: empty, or with `item` the suggestion of
 * that actionable item (its goal at the unit, from today, the configured length). A saved action ignores the path.
 */
export async function getActionAnswer(ctx: AnalyticsContext, id: number, path: string, item?: string): Promise<ActionEditData> {
  const cfg = readActionConfig(ctx.sa);
  const actionableItems = cfg.items.map((i) => ({
    title: localize(i.title, ctx.locale),
    expression: i.expression,
    extname: i.extname,
    ...(i.goalMin === undefined ? {} : { goalMin: i.goalMin }),
    ...(i.goalMax === undefined ? {} : { goalMax: i.goalMax }),
  }));
  if (id !== 0) {
    const row = await findAction(ctx, id);
    const rows = await historyOf(ctx, id);
    const latest = rows.filter((h) => h.kind === 'comment' && h.message !== '').at(-1);
    return {
      actionableItems,
      updateData: {
        id,
        path: row.path,
        suggestion: row.suggestion,
        canEdit: row.state === ACTION_OPEN && canEditActions(ctx),
        extname: row.item,
        expression: row.expression,
        responsible: row.responsible,
        comments: latest?.message ?? '',
        commentsList: rows.map((h) => historyEntry(ctx, row.expression, h)),
        state: row.state,
        goal: row.goal,
        periodStartDate: row.periodStart,
        deadline: row.deadline,
        period: rangeText(ctx, effectiveRange(row.periodStart, row.deadline, ctx.today)),
      },
    };
  }
  const { unit } = await drillRequest(ctx, path);
  const suggested = item === undefined ? undefined : itemOf(cfg, item);
  if (item !== undefined && !suggested) throw new Invalid('unknown_item', `Survey "${ctx.survey.extName}" has no actionable item "${item}".`);
  const from = ctx.today;
  const deadline = addDays(from, cfg.defaultDays);
  const goal = suggested ? (await loadGoals(ctx)).goalFor(variableOf(ctx, suggested.expression), unit.path) : null;
  return {
    actionableItems,
    updateData: {
      id: 0,
      path: unit.path,
      suggestion: Boolean(suggested),
      canEdit: isAnchorable(cfg, unit) && canEditActions(ctx),
      extname: suggested?.extname ?? '',
      expression: suggested?.expression ?? '',
      responsible: '',
      comments: '',
      commentsList: [],
      state: ACTION_OPEN,
      goal,
      periodStartDate: from,
      deadline,
      period: rangeText(ctx, effectiveRange(from, deadline, ctx.today)),
    },
  };
}

/** The value of an expression at the drill unit over the effective period of [periodStartDate, deadline]. */
export async function actionValueAnswer(ctx: AnalyticsContext, id: number, path: string, body: ActionValueRequest): Promise<ActionValue> {
  if (id !== 0) await findAction(ctx, id);
  const { unit } = await drillRequest(ctx, path);
  const v = variableOf(ctx, body.expression);
  const period = effectiveRange(body.periodStartDate, body.deadline, ctx.today);
  const { value, n } = await expressionValue(ctx, unit, v, period);
  return { value, formattedValue: formatValue(ctx, v, value), n, period, periodText: rangeText(ctx, period) };
}
