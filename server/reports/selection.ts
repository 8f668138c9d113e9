/** What the interview-based reports share: the unit's subtree, the period and the standard filters, as SQL on `i`/`u`. */
import { drillRequest, type AnalyticsContext, type UnitRow } from '../survey/context';
import { usesRawRows } from '../analytics/counts';
import { standardConditions, type CompiledFilters } from '../analytics/filters';
import { describePeriod } from '../../core/metrics/periods';
import { text } from '../i18n';
import { Params, utcDay } from '../analytics/sql';
import { Invalid } from '../errors';
import type { SheetWriter } from './excel';
import type { ReportParams } from './kinds';
import { label } from './labels';

/** Reports stop here; a note in the file says so (a larger export belongs to the data tables). */
export const MAX_REPORT_ROWS = 100_000;

/** The note under a list sheet of `count` rows: that the selection was empty, or that it was cut at MAX_REPORT_ROWS. */
export function noteRowCount(sheet: SheetWriter, count: number, locale: string): void {
  if (count === 0) sheet.note(label(locale, 'report.noRows'));
  else if (count >= MAX_REPORT_ROWS) sheet.note(label(locale, 'report.truncated', { n: MAX_REPORT_ROWS }));
}

export async function reportUnit(ctx: AnalyticsContext, params: ReportParams) {
  if (!params.path) throw new Invalid('missing_path', 'This report needs a drill path.');
  return drillRequest(ctx, params.path);
}

/** `u.path` is the unit or below it. */
export function subtreeCondition(p: Params, unitPath: string, column = 'u.path'): string {
  const path = p.add(unitPath);
  return `(${column} = ${path} or left(${column}, length(${path}) + 1) = ${path} || ',')`;
}

/**
 * Interviews (`i`, joined with their unit `u`) of the survey under the unit, in the period, passing the filters.
 * `wholeSurvey`: the unit is the survey's only top unit, so every interview of the survey is under it and the path
 * condition is left out (PostgreSQL cannot know it always holds and would plan for a few units).
 */
export function interviewConditions(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters, p: Params, wholeSurvey = false): string {
  const where = [
    `i.survey_id = ${p.add(ctx.survey.id)}`,
    ...(wholeSurvey ? [] : [subtreeCondition(p, unit.path)]),
    `i.responded_at >= ${utcDay(p, filters.period.from)}`,
    `i.responded_at < ${utcDay(p, filters.period.to)}`,
  ];
  if (usesRawRows({ filters })) where.push(standardConditions(filters, ctx.sa, p));
  return where.join(' and ');
}

/** `storevisit-ranking-20261122-0712.xlsx`: safe in every file system and header. */
export function fileName(ctx: AnalyticsContext, what: string, ext: 'xlsx' | 'pdf', now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_.-]+/g, '_');
  return `${safe(ctx.survey.extName)}-${safe(what)}-${stamp}.${ext}`;
}

/** A period as `01/01-2026 – 30/11-2026`, as the app writes it (core/metrics/periods.ts). */
export function periodText(filters: CompiledFilters, locale: string): string {
  return describePeriod(filters.period, text(locale, 'period.allTime'));
}
