/**
 * What a report file says about itself above its table (issue 12, "Exports with context"): the report's title, the
 * survey, the unit with the titles of its drill path, the period and every filter in force, all in words: a file
 * forwarded by mail must still say what it shows.
 */
import { CAMPAIGN_FILTER, TIME_FILTER, type FilterToken, type FilterValue } from '../../core/drillpath/tokens';
import { localize } from '../../core/metrics/variables';
import { RANK_TYPE_FILTER } from '../../core/ranking/rankType';
import { CAMPAIGN_TOKENS, campaignIdsOf, parseChoice, parseIds } from '../analytics/campaign-filter';
import type { CompiledFilters } from '../analytics/filters';
import type { FilterConfig, Localized } from '../analytics/survey-config';
import type { ServerMessageId } from '../i18n';
import { surveyCampaignTitles, type AnalyticsContext, type UnitRow } from '../survey/context';
import { label } from './labels';
import { periodText } from './selection';

import type { ContextLine, ReportContext } from './header';

export type { ContextLine, ReportContext };

/** The survey's title in the reader's language (the configuration's), else the stored one. */
function surveyTitle(ctx: AnalyticsContext): string {
  return localize(ctx.sa.raw.title as Localized | undefined, ctx.locale) || ctx.survey.title;
}

/** `Nordhem Living › Sverige › Norr`: the names of the unit and every unit above it. */
async function pathTitles(ctx: AnalyticsContext, unit: Pick<UnitRow, 'path'>): Promise<string> {
  const segments = unit.path.split(',');
  const prefixes = segments.map((_, i) => segments.slice(0, i + 1).join(','));
  const { rows } = await ctx.client.query<{ path: string; name: string }>(`select path, name from unit where survey_id = $1 and path = any($2)`, [ctx.survey.id, prefixes]);
  const names = new Map(rows.map((r) => [r.path, r.name]));
  return prefixes.map((p) => names.get(p) ?? p.slice(p.lastIndexOf(',') + 1)).join(' › ');
}

/** Every unit at or below `unit` by path, as the names along its drill path (for a column of units in words). */
export async function unitPathTitles(ctx: AnalyticsContext, unit: Pick<UnitRow, 'path'>): Promise<Map<string, string>> {
  const { rows } = await ctx.client.query<{ path: string; titles: string }>(
    `select u.path, (select string_agg(a.name, ' › ' order by a.level) from unit a
                      where a.survey_id = u.survey_id and (u.path = a.path or left(u.path, length(a.path) + 1) = a.path || ',')) as titles
       from unit u where u.survey_id = $1 and (u.path = $2 or left(u.path, length($2) + 1) = $2 || ',')`,
    [ctx.survey.id, unit.path],
  );
  return new Map(rows.map((r) => [r.path, r.titles]));
}

function valueTitle(ctx: AnalyticsContext, token: FilterToken, v: FilterValue): string {
  const def = ctx.sa.standardFilters.get(token.name) as FilterConfig | undefined;
  let title: string;
  if (token.name === RANK_TYPE_FILTER) title = label(ctx.locale, `ranking.rankType${v.value}` as ServerMessageId);
  else if (def?.range) title = v.value.replace('_', '–');
  else title = localize(def?.options?.find((o) => o.extName === v.value)?.title, ctx.locale) || v.value;
  if (v.contains) title = label(ctx.locale, 'report.filterContains', { value: title });
  return v.exclude ? label(ctx.locale, 'report.filterNot', { value: title }) : title;
}

/** `Campaign: Spring invitation: delivered, opened` (`cf`) or `Campaigns: Spring invitation, not Reminder` (`mcids`). */
function campaignLine(ctx: AnalyticsContext, t: FilterToken, titles: ReadonlyMap<string, string>): ContextLine {
  const title = (id: string) => titles.get(id) ?? id;
  if (t.name === CAMPAIGN_FILTER) {
    const c = parseChoice(t);
    return { label: label(ctx.locale, 'report.campaign'), value: label(ctx.locale, 'report.campaignChoice', { campaign: title(c.campaignId), state: c.state, opened: c.opened, clicked: c.clicked }) };
  }
  const { include, exclude } = parseIds(t);
  const value = [...include.map(title), ...exclude.map((id) => label(ctx.locale, 'report.filterNot', { value: title(id) }))].join(', ');
  return { label: label(ctx.locale, 'report.campaigns'), value };
}

/**
 * `Gender: Female, Male` for each filter token but the time filter (the period line says that one); the campaign
 * filters name their campaigns by `campaignTitles` (by id).
 */
export function filterLines(ctx: AnalyticsContext, tokens: readonly FilterToken[], campaignTitles: ReadonlyMap<string, string> = new Map()): ContextLine[] {
  return tokens
    .filter((t) => t.name !== TIME_FILTER && !(t.name === RANK_TYPE_FILTER && t.values[0]?.value === '0'))
    .map((t) =>
      CAMPAIGN_TOKENS.has(t.name)
        ? campaignLine(ctx, t, campaignTitles)
        : {
            label: t.name === RANK_TYPE_FILTER ? label(ctx.locale, 'ranking.rankType') : localize(ctx.sa.standardFilters.get(t.name)?.title, ctx.locale) || t.name,
            value: t.values.map((v) => valueTitle(ctx, t, v)).join(', '),
          },
    );
}

/** `Last 12 months (2025-12-01 – 2026-11-30)` when the time code is one of the survey's named periods. */
function periodLine(ctx: AnalyticsContext, filters: CompiledFilters): string {
  const named = ctx.sa.timeFilters.flatMap((f) => f.options ?? []).find((o) => o.extName === filters.timeCode);
  const range = periodText(filters, ctx.locale);
  return named ? `${localize(named.title, ctx.locale)} (${range})` : range;
}

/** The context of a report on a drill unit: survey, unit, drill path, period and filters. */
export async function selectionContext(
  ctx: AnalyticsContext,
  title: string,
  selection: { unit: UnitRow; filters: CompiledFilters; tokens: readonly FilterToken[] },
): Promise<ReportContext> {
  const t = (id: ServerMessageId) => label(ctx.locale, id);
  // The tokens were checked when the filters were compiled, so every campaign id here is the survey's.
  const campaignTitles = await surveyCampaignTitles(ctx, selection.tokens.filter((c) => CAMPAIGN_TOKENS.has(c.name)).flatMap(campaignIdsOf));
  return {
    title,
    lines: [
      { label: t('report.survey'), value: surveyTitle(ctx) },
      { label: t('term.unit'), value: selection.unit.name },
      { label: t('report.path'), value: await pathTitles(ctx, selection.unit) },
      { label: t('term.period'), value: periodLine(ctx, selection.filters) },
      ...filterLines(ctx, selection.tokens, campaignTitles),
    ],
  };
}

/** The context of a report on one record (an interview): the survey and its unit's drill path. */
export async function recordContext(ctx: AnalyticsContext, title: string, unit: Pick<UnitRow, 'path' | 'name'>, extra: ContextLine[] = []): Promise<ReportContext> {
  const t = (id: ServerMessageId) => label(ctx.locale, id);
  return {
    title,
    lines: [
      { label: t('report.survey'), value: surveyTitle(ctx) },
      { label: t('term.unit'), value: unit.name },
      { label: t('report.path'), value: await pathTitles(ctx, unit) },
      ...extra,
    ],
  };
}
