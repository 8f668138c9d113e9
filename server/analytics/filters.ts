/**
 * Turns the filter tokens of a request (core/drillpath) into a selection period, its trend period and SQL
 * conditions on the interview (alias `i`). Only filters the survey defines are accepted; every refusal names the
 * token. Values always travel as parameters.
 */
import {
  DrillPathError,
  LOYALTY_SEGMENTS_FILTER,
  parseFilters,
  parseTimeValue,
  TIME_FILTER,
  type FilterToken,
} from '../../core/drillpath/tokens';
import { RANK_TYPE_FILTER, rankTypeOf, type RankType } from '../../core/ranking/rankType';
import { resolvePeriod, trendPeriod, type DataBounds, type Period } from '../../core/metrics/periods';
import { campaignCondition, CAMPAIGN_TOKENS, checkCampaignTokens } from './campaign-filter';
import { containsPattern, type Params } from './sql';
import type { FilterConfig, SurveyAnalytics } from './survey-config';

export const DEFAULT_TIME = 'rmonths-11_0';

/**
 * A user's question filter (spec 3 User question filter): the interview must hold one of the allowed answers to the
 * question. It comes from the session (AnalyticsContext.questionFilters), never from a request, so no request's
 * tokens can name or lift it.
 */
export interface QuestionFilterToken extends FilterToken {
  question: true;
}

export const isQuestionFilter = (t: FilterToken): t is QuestionFilterToken => (t as Partial<QuestionFilterToken>).question === true;

/** An answer as the filters compare it: the text, else the number without trailing zeros (as suggestions offer them). */
export const ANSWER_TEXT = `coalesce(a.text_value, trim_scale(a.num_value)::text)`;

/** The value a stored answer is compared as (ANSWER_TEXT in JavaScript). */
export function answerText(answer: { num: number | null; text: string | null }): string | null {
  return answer.text ?? (answer.num === null ? null : String(Number(answer.num)));
}

/** Whether an interview's answers pass every question filter. */
export function passesQuestionFilters(filters: readonly QuestionFilterToken[], answers: Map<string, { num: number | null; text: string | null }>): boolean {
  return filters.every((f) => {
    const a = answers.get(f.name);
    const v = a ? answerText(a) : null;
    return v !== null && f.values.some((x) => x.value === v);
  });
}

export interface CompiledFilters {
  period: Period;
  trend: Period;
  /**
   * Standard filters and the user's question filters: when present, answers come from the raw rows instead of the
   * rollups. The campaign filters (`cf`, `mcids`) are among them: the rollups cannot answer them either.
   */
  standard: FilterToken[];
  /** The time code the period came from. */
  timeCode: string;
  /** Rank-type shortcut (`rtype=`): 0 interviews, else the sample state the ranking lists (core/ranking/rankType). */
  rankType?: RankType;
}

const RANGE = /^(-?\d+(?:\.\d+)?)_(-?\d+(?:\.\d+)?)$/;

const LOYALTY: Record<string, [number, number]> = { promoter: [9, 10], passive: [7, 8], detractor: [0, 6] };

function defaultTime(sa: SurveyAnalytics): string {
  if (!sa.startFilter) return DEFAULT_TIME;
  try {
    const t = parseFilters(sa.startFilter).find((f) => f.name === TIME_FILTER);
    return t?.values[0]?.value ?? DEFAULT_TIME;
  } catch {
    return DEFAULT_TIME;
  }
}

/**
 * Checks the tokens against the survey and resolves the period. `bounds` is asked for only by table dates. `locked`
 * are the session's question filters: always part of the result, whatever the tokens say. `campaigns` answers which
 * of the asked campaign ids are the survey's (none without it).
 */
export async function compileFilters(
  tokens: FilterToken[],
  sa: SurveyAnalytics,
  today: string,
  bounds: () => Promise<DataBounds>,
  locked: readonly QuestionFilterToken[],
  campaigns: (ids: string[]) => Promise<string[]> = async () => [],
): Promise<CompiledFilters> {
  let timeCode = defaultTime(sa);
  const standard: FilterToken[] = [...locked];
  let rankType: RankType = 0;
  for (const t of tokens) {
    if (t.name === RANK_TYPE_FILTER) {
      try {
        rankType = rankTypeOf([t]);
      } catch (err) {
        throw new DrillPathError(`${t.name}=${t.values.map((v) => v.value).join('*')}`, (err as Error).message);
      }
      continue;
    }
    if (t.name === TIME_FILTER) {
      if (t.values.length !== 1 || t.values[0]!.exclude || t.values[0]!.contains) {
        throw new DrillPathError(`${t.name}=${t.values.map((v) => v.value).join('*')}`, 'the time filter takes exactly one plain value');
      }
      timeCode = t.values[0]!.value;
      continue;
    }
    if (CAMPAIGN_TOKENS.has(t.name)) {
      standard.push(t);
      continue;
    }
    const def = sa.standardFilters.get(t.name) as FilterConfig | undefined;
    if (!def) throw new DrillPathError(t.name, `this survey has no filter "${t.name}"`);
    if (def.range) {
      const v = t.values[0]!;
      if (t.values.length !== 1 || v.exclude || v.contains || !RANGE.test(v.value)) {
        throw new DrillPathError(`${t.name}=${v.value}`, 'a range filter takes one value, from_to (two numbers)');
      }
      standard.push(t);
      continue;
    }
    if (def.options?.length) {
      const known = new Set(def.options.map((o) => o.extName));
      for (const v of t.values) {
        if (!v.contains && !known.has(v.value)) throw new DrillPathError(`${t.name}=${v.value}`, `"${v.value}" is not an option of filter "${t.name}"`);
      }
    }
    if (t.name === LOYALTY_SEGMENTS_FILTER && t.values.some((v) => v.contains)) {
      throw new DrillPathError(t.name, 'loyalty segments are promoter, passive or detractor');
    }
    standard.push(t);
  }
  await checkCampaignTokens(standard.filter((t) => CAMPAIGN_TOKENS.has(t.name)), campaigns);
  const time = parseTimeValue(timeCode);
  const period = resolvePeriod(time, today, time.kind === 'table' && time.which !== 'none' ? await bounds() : undefined);
  return { period, trend: trendPeriod(period), standard, timeCode, rankType };
}

/** SQL conditions on `i` (interview) for the standard filters; '' when there are none. */
export function standardConditions(f: Pick<CompiledFilters, 'standard'>, sa: SurveyAnalytics, p: Params): string {
  const parts: string[] = [];
  for (const t of f.standard) {
    if (CAMPAIGN_TOKENS.has(t.name)) {
      parts.push(campaignCondition(t, p, { interviewId: 'i.id' }));
      continue;
    }
    if (isQuestionFilter(t)) {
      const allowed = t.values.map((v) => v.value);
      parts.push(`exists (select 1 from answer a where a.interview_id = i.id and a.question = ${p.add(t.name)} and ${ANSWER_TEXT} = any(${p.add(allowed)}::text[]))`);
      continue;
    }
    if (t.name === LOYALTY_SEGMENTS_FILTER) {
      const overall = sa.drivers?.overall ?? 'nps';
      const ranges = (exclude: boolean) =>
        t.values
          .filter((v) => v.exclude === exclude)
          .map((v) => `a.num_value between ${p.add(LOYALTY[v.value]![0])} and ${p.add(LOYALTY[v.value]![1])}`);
      const inc = ranges(false);
      const exc = ranges(true);
      const q = p.add(overall);
      if (inc.length) parts.push(`exists (select 1 from answer a where a.interview_id = i.id and a.question = ${q} and (${inc.join(' or ')}))`);
      if (exc.length) parts.push(`not exists (select 1 from answer a where a.interview_id = i.id and a.question = ${q} and (${exc.join(' or ')}))`);
      continue;
    }
    const field = `(i.background ->> ${p.add(t.name)})`;
    if ((sa.standardFilters.get(t.name) as FilterConfig | undefined)?.range) {
      const [, a, b] = RANGE.exec(t.values[0]!.value)!;
      const [lo, hi] = Number(a) <= Number(b) ? [a, b] : [b, a];
      // Only numeric answers compare; anything else in the field is outside every range.
      parts.push(`(case when ${field} ~ '^-?[0-9]+(\\.[0-9]+)?$' then ${field}::numeric between ${p.add(lo)}::numeric and ${p.add(hi)}::numeric else false end)`);
      continue;
    }
    const include = t.values.filter((v) => !v.exclude);
    const exclude = t.values.filter((v) => v.exclude);
    const match = (vs: typeof t.values) => {
      const exact = vs.filter((v) => !v.contains).map((v) => v.value);
      const like = vs.filter((v) => v.contains).map((v) => `${field} ilike ${p.add(containsPattern(v.value))}`);
      return [...(exact.length ? [`${field} = any(${p.add(exact)}::text[])`] : []), ...like].join(' or ');
    };
    if (include.length) parts.push(`(${match(include)})`);
    if (exclude.length) parts.push(`not coalesce(${match(exclude)}, false)`);
  }
  return parts.join(' and ');
}

/** The campaign filters as SQL conditions on `s` (sample), which need no interview; '' when there are none. */
export function campaignSampleConditions(f: CompiledFilters, p: Params): string {
  return f.standard
    .filter((t) => CAMPAIGN_TOKENS.has(t.name))
    .map((t) => campaignCondition(t, p, { sampleId: 's.id' }))
    .join(' and ');
}

/**
 * The user's question filters on a sample (alias `sample`); '' without any. A sample is judged as the record it is:
 * once answered, by its interview's answers; before that (new, no response) by the values it was loaded with, its
 * own fields keyed by question id (`contact`, as the sample editor shows them). A sample that holds no allowed value
 * for a filtered question stays outside, as a stale filter hides rather than reveals: an unanswered sample is a
 * customer's contact data, which the filter keeps from the user as much as the answers.
 */
export function sampleQuestionFilterConditions(filters: readonly QuestionFilterToken[], sa: SurveyAnalytics, p: Params, sample = 's'): string {
  if (filters.length === 0) return '';
  const own = filters.map((t) => `(${sample}.contact ->> ${p.add(t.name)}) = any(${p.add(t.values.map((v) => v.value))}::text[])`).join(' and ');
  const answered = `exists (select 1 from interview i where i.id = ${sample}.interview_id and ${standardConditions({ standard: [...filters] }, sa, p)})`;
  return `((${sample}.interview_id is null and ${own}) or ${answered})`;
}

/**
 * Conditions on `s` (sample) for every standard filter: those describing the interview keep only samples whose
 * interview matches them; the user's question filters judge a sample by its interview or, before it has one, by its
 * own fields (sampleQuestionFilterConditions); the campaign filters look at the sample's own tracking rows. '' when
 * there are none.
 */
export function sampleConditions(f: CompiledFilters, sa: SurveyAnalytics, p: Params): string {
  const byInterview = { ...f, standard: f.standard.filter((t) => !CAMPAIGN_TOKENS.has(t.name) && !isQuestionFilter(t)) };
  const parts = byInterview.standard.length ? [`exists (select 1 from interview i where i.id = s.interview_id and ${standardConditions(byInterview, sa, p)})`] : [];
  const questions = sampleQuestionFilterConditions(f.standard.filter(isQuestionFilter), sa, p);
  if (questions) parts.push(questions);
  const campaigns = campaignSampleConditions(f, p);
  if (campaigns) parts.push(campaigns);
  return parts.join(' and ');
}
