/**
 * The indicator figures, the one place they are counted: the indicator blocks and the global overview
 * (vuejs/indicators/*) and the login status 6 overview (server/accounts/identity.ts) all count with
 * `surveyIndicators`. Per survey the caller's role can see (a unit inside its scope): completed interviews in the
 * time span, alerts open now and, when asked, the survey's headline variable over the time span, each counted only
 * inside the role's unit scope (a role limited to a region sees that region's figures, not the whole chain's) and
 * the person's question filters.
 */
import type pg from 'pg';
import { OPEN_ALERT_STATES } from '../../core/alerts/validation';
import { addDays, addMonths } from '../../core/dates';
import type { Period } from '../../core/metrics/periods';
import { formatNumber, localize, roundTo, type VariableDef } from '../../core/metrics/variables';
import { countAnswers, mergeGroups } from '../analytics/counts';
import { evaluate, questionsOf } from '../analytics/metrics';
import { readSurveyAnalytics } from '../analytics/survey-config';
import { Params, inScopeSql, utcDay } from '../analytics/sql';
import { text } from '../i18n';
import { inScope, questionFilterTokens, withinQuestionFiltersSql, type AnalyticsContext } from '../survey/context';
import type { StoredQuestionFilters } from '../accounts/rights';
import type { IndicatorBlock, IndicatorFigure } from '../../schemas/api/indicator-block.gen';
import type { IndicatorTimeSpan } from '../../schemas/api/global-overview.gen';

export const TIME_SPANS: readonly IndicatorTimeSpan[] = ['last7days', 'last30days', 'last90days', 'last12months'];
export const DEFAULT_TIME_SPAN: IndicatorTimeSpan = 'last30days';

/** The days a time span covers, today included: [from, to) as UTC days. */
export function timeSpanPeriod(span: IndicatorTimeSpan, today: string): Period {
  const to = addDays(today, 1);
  switch (span) {
    case 'last7days':
      return { from: addDays(today, -6), to };
    case 'last30days':
      return { from: addDays(today, -29), to };
    case 'last90days':
      return { from: addDays(today, -89), to };
    case 'last12months':
      return { from: addDays(addMonths(today, -12), 1), to };
  }
}

export interface SurveyIndicators {
  surveyId: number;
  extName: string;
  title: string;
  nInterviews: number;
  nOpenAlerts: number;
  block: IndicatorBlock;
}

interface Options {
  /** Unit paths the role may see with their subtrees; null for everything. */
  scope: string[] | null;
  timeSpan: IndicatorTimeSpan;
  today: string;
  locale: string;
  /** Only this survey (an indicator block); every visible one when absent. */
  survey?: string;
  /** The question filters of the person (and of the administrator acting as them): each narrows every figure. */
  questionFilters: readonly StoredQuestionFilters[];
  /** Also compute each survey's headline variable (the login overview needs only the counts). */
  withVariable?: boolean;
}

/** The variable a block headlines: the first the survey defines that is a score (not a count or a rate). */
function headlineOf(variables: Map<string, VariableDef>): VariableDef | null {
  return [...variables.values()].find((v) => v.kind !== 'count' && v.kind !== 'responseRate') ?? null;
}

interface UnitLite {
  id: number;
  path: string;
  parentPath: string | null;
}

/** The caller's top units of a survey: inside the scope, their parent not (the root for an unlimited role). */
function topUnits(units: UnitLite[], scope: string[] | null): UnitLite[] {
  return units.filter((u) => inScope(scope, u.path) && (u.parentPath === null || !inScope(scope, u.parentPath)));
}

type Within = Pick<AnalyticsContext, 'sa' | 'questionFilters'>;

/** Alerts open now of one survey, inside the scope and the question filters: the indicators' figure and the identity's badge. */
export async function openAlertCount(client: pg.ClientBase, surveyId: number, scopePaths: string[] | null, filters: Within): Promise<number> {
  const p = new Params();
  const [survey, scope] = [p.add(surveyId), p.add(scopePaths)];
  const { rows } = await client.query<{ n: number }>({
    text: `select count(*)::int as n from alert a join interview i on i.id = a.interview_id join unit u on u.id = i.unit_id
            where a.survey_id = ${survey} and a.state in (${OPEN_ALERT_STATES.join(', ')}) and ${inScopeSql('u.path', scope)} and ${withinQuestionFiltersSql(filters, p)}`,
    values: p.values,
  });
  return rows[0]!.n;
}

/** Completed interviews of the period and alerts open now of one survey, inside the scope and the question filters. */
async function figureCounts(client: pg.ClientBase, surveyId: number, period: Period, scopePaths: string[] | null, filters: Within): Promise<{ nInterviews: number; nOpenAlerts: number }> {
  const p = new Params();
  const [survey, scope] = [p.add(surveyId), p.add(scopePaths)];
  const { rows } = await client.query<{ n: number }>({
    text: `select count(*)::int as n from interview i join unit u on u.id = i.unit_id
            where i.survey_id = ${survey} and i.responded_at >= ${utcDay(p, period.from)} and i.responded_at < ${utcDay(p, period.to)}
              and ${inScopeSql('u.path', scope)} and ${withinQuestionFiltersSql(filters, p)}`,
    values: p.values,
  });
  return { nInterviews: rows[0]!.n, nOpenAlerts: await openAlertCount(client, surveyId, scopePaths, filters) };
}

/** Every visible survey's figures (or the one asked for), counted in `client`'s universe inside `scope`. */
export async function surveyIndicators(client: pg.ClientBase, opts: Options): Promise<SurveyIndicators[]> {
  const period = timeSpanPeriod(opts.timeSpan, opts.today);
  const p = new Params();
  const scope = p.add(opts.scope);
  const { rows } = await client.query<{ id: number; extName: string; title: string; config: Record<string, unknown>; units: UnitLite[] }>({
    text: `select s.id, s.ext_name as "extName", s.title, s.config,
                  (select coalesce(json_agg(json_build_object('id', u.id, 'path', u.path, 'parentPath', pu.path) order by u.level, u.path), '[]'::json)
                     from unit u left join unit pu on pu.id = u.parent_id
                    where u.survey_id = s.id and ${inScopeSql('u.path', scope)}) as units
             from survey s
            where (${p.add(opts.survey ?? null)}::text is null or s.ext_name = ${p.add(opts.survey ?? null)})
            order by s.title, s.ext_name`,
    values: p.values,
  });
  const out: SurveyIndicators[] = [];
  for (const s of rows) {
    // A survey is the caller's only when the role sees one of its units (hierarchies differ per survey); an
    // unlimited role sees every survey, even one without units yet.
    const tops = topUnits(s.units, opts.scope);
    if (tops.length === 0 && opts.scope !== null) continue;
    const sa = readSurveyAnalytics(s.config);
    const questionFilters = questionFilterTokens(opts.questionFilters, s.extName, sa);
    const { nInterviews, nOpenAlerts } = await figureCounts(client, s.id, period, opts.scope, { sa, questionFilters });
    const figures: IndicatorFigure[] = [
      { key: 'interviews', title: text(opts.locale, 'indicators.interviews'), value: nInterviews, formattedValue: formatNumber(nInterviews, 0, opts.locale) },
      { key: 'openAlerts', title: text(opts.locale, 'indicators.openAlerts'), value: nOpenAlerts, formattedValue: formatNumber(nOpenAlerts, 0, opts.locale) },
    ];
    const headline = opts.withVariable && tops.length > 0 ? headlineOf(sa.variables) : null;
    if (headline) {
      const keys = tops.map((u) => String(u.id));
      const table = await countAnswers(client, { surveyId: s.id, groups: tops.map((u) => ({ key: String(u.id), path: u.path })), questions: questionsOf([headline]), period, sa,
        ...(questionFilters.length ? { filters: { period, trend: period, standard: questionFilters, timeCode: '' } } : {}),
      });
      // The role's units together: a role over two regions gets one figure for both.
      mergeGroups(table, keys, 'scope');
      const raw = evaluate(headline, table.get('scope')?.get(''));
      const value = raw === null ? null : roundTo(raw, 2);
      figures.push({ key: 'variable', title: localize(headline.title, opts.locale) || headline.extName, value, formattedValue: formatNumber(value, 2, opts.locale), goal: headline.goal ?? null });
    }
    const pages = Array.isArray(s.config.pages) ? (s.config.pages as { extname?: string }[]) : [];
    const startPage = typeof s.config.startPage === 'string' ? s.config.startPage : (pages[0]?.extname ?? '');
    out.push({
      surveyId: s.id,
      extName: s.extName,
      title: s.title,
      nInterviews,
      nOpenAlerts,
      block: { survey: s.extName, title: s.title, timeSpan: opts.timeSpan, figures, startPage, startPath: tops[0]?.path ?? 'all' },
    });
  }
  return out;
}
