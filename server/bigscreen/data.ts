/**
 * The public big screen's data (spec 3 sections 3, 4 and 9; issue 21): opened with only an API key token, so the
 * key is the whole credential. The context is the narrowest there is: the key's universe and survey, the key's
 * drill path as the only scope, no user, no role rights (so never names or contact data), no question filters.
 */
import type pg from 'pg';
import { DEFAULT_LOCALE } from '../../core/locales';
import { decimalsOf, localize, roundTo, targetOf, type VariableDef } from '../../core/metrics/variables';
import type { Db } from '../db/pool';
import { NotFound } from '../errors';
import { text } from '../i18n';
import { countAnswers } from '../analytics/counts';
import { compileFilters } from '../analytics/filters';
import { evaluate, answersBehind, loadGoals } from '../analytics/metrics';
import { readSurveyAnalytics } from '../analytics/survey-config';
import { dataBounds, inScope, type AnalyticsContext, type UnitRow } from '../survey/context';
import { BIG_SCREEN } from '../apikeys/service';
import { hashToken, universeOfToken } from '../apikeys/token';
import { DEFAULT_COLORS } from '../../core/bigscreen/colors';
import type { BigScreenData, BigScreenSlide } from '../../schemas/api/big-screen-data.gen';

export const MAX_SLIDES = 20;
/** Goal bands 0 (far from the goal) to 3 (met); no goal: the muted grey. */
const GOAL_COLORS = ['#c62828', '#ef6c00', '#f9a825', '#2e7d32'] as const;

const unknownKey = () => new NotFound('unknown_api_key', 'This big-screen key does not exist or has been revoked.');

interface KeyRow {
  surveyId: number;
  path: string;
}

/** The key a token names, if it is a live big-screen key; the same 404 for every other case, so nothing is learnt by probing. */
async function keyOf(client: pg.ClientBase, token: string): Promise<KeyRow> {
  const { rows } = await client.query<KeyRow>(`select survey_id as "surveyId", path from api_key where token_hash = $1 and type = $2`, [
    hashToken(token),
    BIG_SCREEN,
  ]);
  if (!rows[0]) throw unknownKey();
  return rows[0];
}

async function keyContext(client: pg.ClientBase, universeId: number, key: KeyRow, today: string): Promise<AnalyticsContext> {
  const { rows } = await client.query<{ id: number; ext_name: string; title: string; config: Record<string, unknown> }>(
    `select id, ext_name, title, config from survey where id = $1`,
    [key.surveyId],
  );
  const survey = rows[0];
  if (!survey) throw unknownKey();
  return {
    client,
    universeId,
    userId: 0,
    survey: { id: survey.id, extName: survey.ext_name, title: survey.title },
    sa: readSurveyAnalytics(survey.config),
    scope: [key.path],
    locale: DEFAULT_LOCALE,
    isRoot: false,
    isUniverseAdmin: false,
    roleRights: [],
    rightsInSurvey: () => [],
    role: null,
    questionFilters: [],
    today,
  };
}

/** The rating the stars show: the survey's first mean variable on a scale ending at 5. */
function ratingVariable(ctx: AnalyticsContext): VariableDef | null {
  return [...ctx.sa.variables.values()].find((v) => v.kind === 'mean' && v.question && v.max === 5) ?? null;
}

const halfSteps = (n: number | null) => (n === null ? null : Math.round(n * 2) / 2);

async function slidesOf(ctx: AnalyticsContext, unit: UnitRow, rating: VariableDef | null): Promise<BigScreenSlide[]> {
  const commentQuestions = Object.entries(ctx.sa.questions)
    .filter(([, q]) => q.text)
    .map(([name]) => name);
  if (!commentQuestions.length) return [];
  const shown = (ctx.sa.drivers?.questions ?? []).filter((q) => ctx.sa.questions[q]);
  // Only answers: the interview's sample (names, addresses, phone numbers) is never read here.
  const { rows } = await ctx.client.query<{ comment: string; day: string; answers: Record<string, number> | null }>(
    `select c.text_value as comment, to_char(i.responded_at, 'YYYY-MM-DD') as day,
            (select jsonb_object_agg(a.question, a.num_value) from answer a where a.interview_id = i.id and a.num_value is not null and a.question = any($4::text[])) as answers
       from interview i
       join unit u on u.id = i.unit_id
       join answer c on c.interview_id = i.id and c.question = any($3::text[]) and coalesce(btrim(c.text_value), '') <> ''
      where i.survey_id = $1 and (u.path = $2 or u.path like $2 || ',%') and i.is_completed
      order by i.responded_at desc, i.id desc
      limit ${MAX_SLIDES}`,
    [ctx.survey.id, unit.path, commentQuestions, [...(rating?.question ? [rating.question] : []), ...shown]],
  );
  return rows.map((r) => ({
    starRating: rating?.question ? halfSteps(r.answers?.[rating.question] ?? null) : null,
    comment: r.comment,
    evaluation: r.day,
    expressionResults: shown
      .filter((q) => r.answers?.[q] !== undefined)
      .map((q) => ({ label: localize(ctx.sa.questions[q]!.title, ctx.locale), value: String(r.answers![q]) })),
  }));
}

export async function bigScreenData(db: Db, token: string): Promise<BigScreenData> {
  const universeId = universeOfToken(token);
  if (universeId === null) throw unknownKey();
  return db.withTenant({ universeId }, async (client) => {
    await client.query('set transaction read only');
    const key = await keyOf(client, token);
    const ctx = await keyContext(client, universeId, key, db.today());
    const { rows } = await client.query<UnitRow>(
      `select id, path, name, level, ext_name as "extName", parent_id as "parentId" from unit where survey_id = $1 and path = $2`,
      [ctx.survey.id, key.path],
    );
    const unit = rows[0];
    // The key's unit is gone (the hierarchy changed): the key sees nothing rather than more.
    if (!unit || !inScope(ctx.scope, unit.path)) throw unknownKey();
    const rating = ratingVariable(ctx);
    const filters = await compileFilters(
      [],
      ctx.sa,
      ctx.today,
      () => dataBounds(ctx),
      [],
      async () => [],
    );
    let avgRating: number | null = null;
    let evaluations = 0;
    let goal: number | null = null;
    if (rating) {
      const counts = await countAnswers(client, {
        surveyId: ctx.survey.id,
        groups: [{ key: 'u', path: unit.path }],
        questions: [rating.question!],
        period: filters.period,
        filters,
        sa: ctx.sa,
      });
      const raw = evaluate(rating, counts.get('u')?.get(''));
      avgRating = raw === null ? null : roundTo(raw, decimalsOf(rating));
      evaluations = answersBehind(rating, counts.get('u')?.get(''));
      goal = (await loadGoals(ctx)).goalFor(rating, unit.path);
    }
    const band = rating ? targetOf(rating, avgRating, goal) : null;
    return {
      legacy: false,
      logoURL: null,
      pathName: unit.name,
      ratingTitle: rating ? localize(rating.title, ctx.locale) : '',
      avgRatingText: text(ctx.locale, 'bigscreen.avgRating'),
      avgRating,
      evaluationsText: text(ctx.locale, 'bigscreen.evaluations', { n: evaluations }),
      deliveredByText: text(ctx.locale, 'bigscreen.deliveredBy'),
      goalColor: band === null ? DEFAULT_COLORS.muted : GOAL_COLORS[band],
      goalValueText: goal === null ? text(ctx.locale, 'bigscreen.noGoal') : text(ctx.locale, 'bigscreen.goal', { goal }),
      colors: DEFAULT_COLORS,
      slides: await slidesOf(ctx, unit, rating),
    };
  });
}
