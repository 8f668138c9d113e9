/**
 * The segmented drill path (spec 1 section 3, Drill path segment): one segment per level of the path with the
 * units one can switch to there, the number of interviews in the selection, the trend period and open alerts.
 * Also the drill-path search (ranking suggestions).
 */
import { OPEN_ALERT_STATES } from '../../core/alerts/validation';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen';
import type { SegmentedPath } from '../../schemas/api/segmented-path.gen';
import { formatRoute, type FilterToken } from '../../core/drillpath/tokens';
import { describePeriod } from '../../core/metrics/periods';
import { localize } from '../../core/metrics/variables';
import { countAnswers, INTERVIEWS } from './counts';
import { inScope, withinQuestionFiltersSql, type AnalyticsContext, type UnitRow } from '../survey/context';
import type { CompiledFilters } from './filters';
import { containsPattern, inScopeSql, Params } from './sql';
import { text, type ServerMessageId } from '../i18n';

export type { Segment, SegmentedPath } from '../../schemas/api/segmented-path.gen';

const LEVEL_WORDS: ServerMessageId[] = ['drill.level.0', 'drill.level.1', 'drill.level.2', 'drill.level.3', 'drill.level.4'];

export function levelTitle(ctx: AnalyticsContext, level: number): string {
  const configured = ctx.sa.levels[level];
  if (configured) return localize(configured, ctx.locale);
  const word = LEVEL_WORDS[level];
  return word ? text(ctx.locale, word) : text(ctx.locale, 'drill.level.other', { level });
}

export async function segmentedPath(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters, tokens: FilterToken[]): Promise<SegmentedPath> {
  const segments = unit.path.split(',');
  const prefixes = segments.map((_, i) => segments.slice(0, i + 1).join(','));
  const { rows: units } = await ctx.client.query<{ id: number; path: string; name: string; level: number; parent_path: string | null }>(
    `select u.id, u.path, u.name, u.level, p.path as parent_path
       from unit u left join unit p on p.id = u.parent_id
      where u.survey_id = $1 and (u.path = any($2::text[]) or p.path = any($2::text[]))
      order by u.name`,
    [ctx.survey.id, prefixes],
  );
  const p = new Params();
  const [surveyId, prefixList, scope] = [p.add(ctx.survey.id), p.add(prefixes), p.add(ctx.scope)];
  const { rows: alerts } = await ctx.client.query<{ prefix: string; n: number }>(
    // Driven from the open alerts (few, indexed by survey and state), not from the interviews. Segments above the
    // role's scope count only the alerts inside it: a region-limited user learns nothing of the other regions; the
    // user's question filters narrow them as they narrow the alert list.
    `select pr.prefix, count(*)::int as n
       from alert a
       join interview i on i.id = a.interview_id
       join unit u on u.id = i.unit_id
       join unnest(${prefixList}::text[]) as pr(prefix) on u.path = pr.prefix or left(u.path, length(pr.prefix) + 1) = pr.prefix || ','
      where a.survey_id = ${surveyId} and a.state in (${OPEN_ALERT_STATES.join(', ')}) and ${inScopeSql('u.path', scope)} and ${withinQuestionFiltersSql(ctx, p)}
      group by pr.prefix`,
    p.values,
  );
  const alertsOf = new Map(alerts.map((a) => [a.prefix, a.n]));
  const counts = await countAnswers(ctx.client, {
    surveyId: ctx.survey.id,
    groups: [{ key: 'u', path: unit.path }],
    questions: [INTERVIEWS],
    period: filters.period,
    filters,
    sa: ctx.sa,
  });
  const route = (path: string) => formatRoute({ path: path.split(','), filters: tokens });
  return {
    segments: prefixes.map((prefix) => {
      const self = units.find((u) => u.path === prefix);
      return {
        path: route(prefix),
        name: self?.name ?? prefix,
        helpText: levelTitle(ctx, self?.level ?? 0),
        // Segments above the role's scope stay in the bar for orientation, but the bar must not offer them.
        mayOpen: inScope(ctx.scope, prefix),
        children: units
          .filter((u) => u.parent_path === prefix && inScope(ctx.scope, u.path))
          .map((u) => ({ path: route(u.path), name: u.name, entityId: u.id, isCompleted: true })),
        nOpenAlerts: alertsOf.get(prefix) ?? 0,
      };
    }),
    nInterviews: counts.get('u')?.get('')?.get(INTERVIEWS)?.n ?? 0,
    trendTitle: text(ctx.locale, 'drill.comparedWith', { period: describePeriod(filters.trend, text(ctx.locale, 'period.allTime')) }),
    trendDetails: `${describePeriod(filters.period, text(ctx.locale, 'period.allTime'))} / ${describePeriod(filters.trend, text(ctx.locale, 'period.allTime'))}`,
    nOpenAlerts: alertsOf.get(unit.path) ?? 0,
  };
}

/** Units below the drill unit whose name contains the term, grouped by level, 20 per level. */
export async function suggestions(ctx: AnalyticsContext, unit: UnitRow, term: string): Promise<RankingSuggestions> {
  const { rows } = await ctx.client.query<{ path: string; name: string; level: number }>(
    `select path, name, level from (
       select path, name, level, row_number() over (partition by level order by name) as rn
         from unit
        where survey_id = $1 and left(path, length($2) + 1) = $2 || ',' and name ilike $3
     ) s where rn <= 20 order by level, name`,
    [ctx.survey.id, unit.path, containsPattern(term)],
  );
  const found = rows.filter((r) => inScope(ctx.scope, r.path));
  const chainOf = await unitChains(ctx, found.map((r) => r.path));
  const byLevel = new Map<number, RankingSuggestions['viewResults'][number]['paths']>();
  for (const r of found) {
    const list = byLevel.get(r.level) ?? [];
    list.push({ text: r.name, value: r.path, context: chainOf(r.path) });
    byLevel.set(r.level, list);
  }
  return { viewResults: [...byLevel].map(([level, paths]) => ({ header: levelTitle(ctx, level), paths })) };
}

/**
 * How the user tells units of the same name apart: the titles of the units above each one, from below the top
 * unit (the same for every unit) down to its parent, e.g. `Sverige › Norr`. Never the internal drill path.
 */
export async function unitChains(ctx: AnalyticsContext, paths: string[]): Promise<(path: string) => string> {
  const above = (path: string) => path.split(',').slice(0, -1).map((_, i, all) => all.slice(0, i + 1).join(',')).slice(1);
  const wanted = [...new Set(paths.flatMap(above))];
  const { rows } = wanted.length
    ? await ctx.client.query<{ path: string; name: string }>(`select path, name from unit where survey_id = $1 and path = any($2::text[])`, [ctx.survey.id, wanted])
    : { rows: [] };
  const names = new Map(rows.map((r) => [r.path, r.name]));
  return (path) => above(path).flatMap((p) => names.get(p) ?? []).join(' › ');
}
