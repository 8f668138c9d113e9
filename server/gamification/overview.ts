/**
 * The gamification overview (spec 2, GET vuejs/gamification/overview/{survey}/{id}/{path}): the drill unit's
 * value of one variable per period over the last periods of the selection (its personal-performance chart), and
 * the awards those values earn (rules in ./awards.ts and the README, "Gamification awards"). The siblings a
 * TopMarks award compares with are counted whatever the caller's scope: only the unit's own place is answered.
 */
import { buckets, type Granularity } from '../../core/metrics/periods';
import { localize, roundTo } from '../../core/metrics/variables';
import { countAnswers } from '../analytics/counts';
import { readerComponent } from '../analytics/component-lookup';
import { evaluate, loadGoals, questionsOf, variablesOf } from '../analytics/metrics';
import { drillRequest, type AnalyticsContext, type UnitRow } from '../survey/context';
import { aboveGoalRun, improvingRun, rankOf } from './awards';
import type { GamificationOverview, StreakAward, TopMarksAward } from '../../schemas/api/gamification-overview.gen';
import type { GamificationOverviewConfig } from '../../schemas/components/gamificationOverview/config.gen';

export const GAMIFICATION_DEFAULTS = { variable: 'nps', periodType: 'months' as Granularity, periods: 6, topN: 3, streakLength: 3 };

function configOf(ctx: AnalyticsContext, id: string): Required<Pick<GamificationOverviewConfig, 'variable' | 'periodType' | 'periods' | 'topN' | 'streakLength'>> {
  const config = readerComponent(ctx, id, ['gamificationOverview'], 'not_a_gamification_overview', 'a gamification overview').config as GamificationOverviewConfig;
  return { ...GAMIFICATION_DEFAULTS, ...config };
}

/** The unit and the other children of its parent (the unit alone at the top of the hierarchy). */
async function siblingsOf(ctx: AnalyticsContext, unit: UnitRow): Promise<{ id: number; path: string }[]> {
  if (unit.parentId === null) return [unit];
  const { rows } = await ctx.client.query<{ id: number; path: string }>(`select id, path from unit where survey_id = $1 and parent_id = $2 order by path`, [ctx.survey.id, unit.parentId]);
  return rows;
}

export async function gamificationOverview(ctx: AnalyticsContext, id: string, path: string): Promise<GamificationOverview> {
  const config = configOf(ctx, id);
  const [variable] = variablesOf(ctx, [config.variable]);
  const v = variable!;
  const inverse = v.inverse === true;
  const { unit, filters } = await drillRequest(ctx, path);
  // The last `periods` periods of the selection, the last one possibly still running.
  const periods = buckets(filters.period, config.periodType, config.periods);
  const siblings = await siblingsOf(ctx, unit);
  const table = periods.length
    ? await countAnswers(ctx.client, {
        surveyId: ctx.survey.id,
        groups: siblings.map((s) => ({ key: String(s.id), path: s.path })),
        questions: questionsOf([v]),
        period: { from: periods[0]!.start, to: filters.period.to },
        bucket: config.periodType,
        filters,
        sa: ctx.sa,
      })
    : new Map();
  const valueAt = (unitId: number, start: string): number | null => {
    const value = evaluate(v, table.get(String(unitId))?.get(start));
    return value === null ? null : roundTo(value, 2);
  };
  const points = periods.map((p) => valueAt(unit.id, p.start));
  const last = periods.at(-1);
  const mine = last ? valueAt(unit.id, last.start) : null;
  const place = last ? rankOf(mine, siblings.map((s) => valueAt(s.id, last.start)), inverse) : null;
  const goal = (await loadGoals(ctx)).goalFor(v, unit.path);

  const topMarks: TopMarksAward = {
    type: 'TopMarksAward',
    obtained: place !== null && place.rank <= config.topN,
    topN: config.topN,
    ...(mine !== null ? { score: mine } : {}),
    ...(place ? { rank: place.rank, contenders: place.contenders } : {}),
  };
  const streak = (streakType: StreakAward['streakType'], run: number): StreakAward => ({ type: 'StreakAward', streakType, obtained: run >= config.streakLength, score: run, length: config.streakLength });
  const shown = points.filter((p): p is number => p !== null);
  return {
    awards: [topMarks, streak('improving', improvingRun(points, inverse)), streak('aboveGoal', aboveGoalRun(points, goal, inverse))],
    chartData: {
      title: localize(v.title, ctx.locale) || v.extName,
      categories: periods.map((p) => p.label),
      points,
      ...(shown.length ? { record: Math.max(...shown) } : {}),
    },
  };
}
