/**
 * The `actions` key of a survey's configuration (schemas/entities/surveyConfiguration.schema.json), read with its
 * defaults: the actionable items (each a variable an action can set a goal for), the levels where actions can be
 * anchored, how many suggestions the driver analysis gives and the suggested length of a new action.
 */
import { EDIT_ACTIONS } from '../accounts/rights';
import { localize, type VariableDef } from '../../core/metrics/variables';
import { Invalid } from '../errors';
import type { Localized, SurveyAnalytics } from '../analytics/survey-config';
import type { AnalyticsContext, UnitRow } from '../survey/context';

export interface ActionableItemConfig {
  extname: string;
  title: Localized;
  expression: string;
  goalMin?: number;
  goalMax?: number;
}

export interface ActionConfig {
  /** False when the survey has no `actions` key: the action overview shows its fallback instead. */
  configured: boolean;
  items: ActionableItemConfig[];
  anchorLevels: number[] | null;
  suggestions: number;
  defaultDays: number;
}

export const DEFAULT_SUGGESTIONS = 3;
export const DEFAULT_ACTION_DAYS = 90;

export function readActionConfig(sa: SurveyAnalytics): ActionConfig {
  // The configuration was validated against the schema when it was saved, so the shapes hold.
  const raw = sa.raw.actions as Partial<{ actionableItems: ActionableItemConfig[]; anchorLevels: number[]; suggestions: number; defaultDays: number }> | undefined;
  return {
    configured: Boolean(raw?.actionableItems?.length),
    // An item whose variable is gone (a configuration change) is not offered; its old actions keep their expression.
    items: (raw?.actionableItems ?? []).filter((i) => sa.variables.has(i.expression)),
    anchorLevels: raw?.anchorLevels ?? null,
    suggestions: raw?.suggestions ?? DEFAULT_SUGGESTIONS,
    defaultDays: raw?.defaultDays ?? DEFAULT_ACTION_DAYS,
  };
}

/** Actions can be written at the unit: actions are configured and the unit's level is one they may be anchored at (the scope was checked when the unit was resolved). */
export function isAnchorable(cfg: ActionConfig, unit: UnitRow): boolean {
  return cfg.configured && (cfg.anchorLevels === null || cfg.anchorLevels.includes(unit.level));
}

/** Who may write actions: a role with the `canEditActions` right (administrators and root hold every right). */
export function canEditActions(ctx: AnalyticsContext): boolean {
  return ctx.roleRights.includes(EDIT_ACTIONS);
}

export function itemOf(cfg: ActionConfig, extname: string): ActionableItemConfig | undefined {
  return cfg.items.find((i) => i.extname === extname);
}

/** The variable behind an expression; a name the survey does not define is refused (400). */
export function variableOf(ctx: AnalyticsContext, expression: string): VariableDef {
  const v = ctx.sa.variables.get(expression);
  if (!v) throw new Invalid('unknown_variable', `Survey "${ctx.survey.extName}" has no variable "${expression}".`);
  return v;
}

export function itemTitle(ctx: AnalyticsContext, cfg: ActionConfig, extname: string, expression: string): string {
  const item = itemOf(cfg, extname);
  if (item) return localize(item.title, ctx.locale);
  const v = ctx.sa.variables.get(expression);
  return v ? localize(v.title, ctx.locale) : expression;
}
