/**
 * The value of an action's expression (a variable) at its unit and subtree over the action period: from the from
 * date to the deadline, both included, but not past today (the effective period; days to come have no answers yet).
 */
import { addDays, formatDate, isIsoDate } from '../../core/dates';
import { describePeriod, type Period } from '../../core/metrics/periods';
import { decimalsOf, formatNumber, roundTo, type VariableDef } from '../../core/metrics/variables';
import { countAnswers } from '../analytics/counts';
import { answersBehind, evaluate, questionsOf } from '../analytics/metrics';
import { Invalid } from '../errors';
import { text } from '../i18n';
import type { AnalyticsContext, UnitRow } from '../survey/context';
import type { ActionEffectivePeriod } from '../../schemas/api/action-effective-period.gen';

/** Inclusive days, as the answers show them. */
export interface DayRange {
  from: string;
  to: string;
}

export function effectiveRange(from: string, deadline: string, today: string): DayRange {
  // The schemas check the shape YYYY-MM-DD only; 2026-02-30 passes it.
  for (const day of [from, deadline]) if (!isIsoDate(day)) throw new Invalid('bad_date', `"${day}" is not a day of the calendar (YYYY-MM-DD).`);
  if (deadline < from) throw new Invalid('deadline_before_start', `The deadline ${deadline} lies before the from date ${from}.`);
  return { from, to: deadline < today ? deadline : today < from ? from : today };
}

/** [from, to) as the counting takes it. */
export function halfOpen(r: DayRange): Period {
  return { from: r.from, to: addDays(r.to, 1) };
}

export function rangeText(ctx: Pick<AnalyticsContext, 'locale'>, r: DayRange): string {
  return describePeriod(halfOpen(r), text(ctx.locale, 'period.allTime'));
}

export function effectivePeriodAnswer(ctx: AnalyticsContext, from: string, deadline: string): ActionEffectivePeriod {
  const period = effectiveRange(from, deadline, ctx.today);
  return { period, periodText: rangeText(ctx, period), deadline, deadlineText: formatDate(deadline) };
}

export interface ExpressionValue {
  /** Rounded to the variable's decimals, as shown (so a goal met on screen is met in the verdict too). */
  value: number | null;
  n: number;
}

export async function expressionValue(ctx: Pick<AnalyticsContext, 'client' | 'survey' | 'sa'>, unit: Pick<UnitRow, 'path'>, v: VariableDef, range: DayRange): Promise<ExpressionValue> {
  const counts = await countAnswers(ctx.client, { surveyId: ctx.survey.id, groups: [{ key: 'u', path: unit.path }], questions: questionsOf([v]), period: halfOpen(range), sa: ctx.sa });
  const byQuestion = counts.get('u')?.get('');
  const raw = evaluate(v, byQuestion);
  const n = answersBehind(v, byQuestion);
  // A count of nothing is 0 interviews; any other variable without answers has no value.
  return { value: raw === null || (n === 0 && v.kind !== 'count') ? null : roundTo(raw, decimalsOf(v)), n };
}

export function formatValue(ctx: Pick<AnalyticsContext, 'locale'>, v: VariableDef | undefined, value: number | null): string {
  return formatNumber(value, v ? decimalsOf(v) : 2, ctx.locale);
}
