/**
 * The comment search (spec 2 sections 3 and 7, search answers; issue 14): POST vuejs/textanalytics/search/... and
 * searchquestions/..., and the rows of the comments download. The search text is user input: it is one parameter,
 * read by `plainto_tsquery` in each language's text search configuration, so operators, quotes, signs and any
 * length up to the schema's limit are plain words (a text of only stop words finds nothing, never an error). A
 * comment matches in its own language (its analysis' `lang`), which the GIN index on `search` serves; a blank text
 * lists every comment. 25 rows a page, sortable; each row names its interview (inside the caller's scope and
 * question filters, so the caller may open it).
 */
import { Params } from '../analytics/sql';
import { LOYALTY_SEGMENTS_FILTER } from '../../core/drillpath/tokens';
import { localize } from '../../core/metrics/variables';
import { Invalid } from '../errors';
import { text } from '../i18n';
import type { AnalyticsContext } from '../survey/context';
import { TEXT_SEARCH_CONFIG } from './analyse';
import { TEXT_LANGUAGES } from './settings';
import { commentSelection, questionTitle, selectedComments, type CommentSelection } from './selection';
import type { SearchHeader, SearchRow, TextSearchResult } from '../../schemas/api/text-search-result.gen';
import type { SearchSort } from '../../schemas/api/text-search-request.gen';

export const SEARCH_PAGE_SIZE = 25;
const MARK_START = '\u27e6';
const MARK_END = '\u27e7';

interface SearchConfig {
  indicator?: string;
  variable?: string;
}

export interface SearchAsk {
  text: string;
  sortBy?: SearchSort;
  sortDesc?: boolean;
}

type Extra = { kind: 'number'; question: string } | { kind: 'text'; question: string } | { kind: 'background'; field: string; options: Map<string, string> };

interface SearchDef {
  sel: CommentSelection;
  indicator: { question: string; title: string } | null;
  variable: { extra: Extra; title: string } | null;
  /** Question search shows which question each comment answers. */
  withQuestion: boolean;
}

function indicatorOf(ctx: AnalyticsContext, name: string | undefined): SearchDef['indicator'] {
  if (name === undefined) return null;
  const question = ctx.sa.questions[name];
  if (!question || question.text) throw new Invalid('unknown_indicator', `Survey "${ctx.survey.extName}" has no numeric question "${name}" for the indicator column.`);
  return { question: name, title: localize(question.title, ctx.locale) || name };
}

function variableOf(ctx: AnalyticsContext, name: string | undefined): SearchDef['variable'] {
  if (name === undefined) return null;
  const question = ctx.sa.questions[name];
  if (question) return { extra: { kind: question.text ? 'text' : 'number', question: name }, title: localize(question.title, ctx.locale) || name };
  const filter = ctx.sa.standardFilters.get(name);
  if (filter && name !== LOYALTY_SEGMENTS_FILTER) {
    const options = new Map((filter.options ?? []).map((o) => [o.extName, localize(o.title, ctx.locale) || o.extName]));
    return { extra: { kind: 'background', field: name, options }, title: localize(filter.title, ctx.locale) || name };
  }
  throw new Invalid('unknown_variable', `Survey "${ctx.survey.extName}" has no question or background field "${name}" for the variable column.`);
}

export async function searchDef(ctx: AnalyticsContext, id: string, types: readonly string[], path: string | undefined): Promise<SearchDef> {
  const sel = await commentSelection(ctx, id, types, path);
  const config = (sel.component.config ?? {}) as SearchConfig;
  return { sel, indicator: indicatorOf(ctx, config.indicator), variable: variableOf(ctx, config.variable), withQuestion: sel.component.type === 'questionSearch' };
}

export function searchHeaders(ctx: AnalyticsContext, def: SearchDef): SearchHeader[] {
  return [
    { extname: 'comment', title: text(ctx.locale, 'term.comment') },
    ...(def.withQuestion ? [{ extname: 'question' as const, title: text(ctx.locale, 'term.question') }] : []),
    { extname: 'positive', title: text(ctx.locale, 'term.positive') },
    { extname: 'negative', title: text(ctx.locale, 'term.negative') },
    ...(def.indicator ? [{ extname: 'indicator' as const, title: def.indicator.title }] : []),
    ...(def.variable ? [{ extname: 'var0' as const, title: def.variable.title }] : []),
  ];
}

/** SQL: the comment `ca` matches the words of `search` (a parameter) in its own language's configuration. */
function matchSql(search: string): string {
  return `(${TEXT_LANGUAGES.map((lang) => `(ca.lang = '${lang}' and ca.search @@ plainto_tsquery('${TEXT_SEARCH_CONFIG[lang]}', ${search}))`).join(' or ')})`;
}

/** SQL: the comment with its matched words between the marks (the whole comment: HighlightAll). */
function headlineSql(search: string): string {
  const config = `(case ca.lang ${TEXT_LANGUAGES.map((lang) => `when '${lang}' then '${TEXT_SEARCH_CONFIG[lang]}'`).join(' ')} end)::regconfig`;
  return `ts_headline(${config}, a.text_value, plainto_tsquery(${config}, ${search}), 'HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}')`;
}

function extraSql(extra: Extra, p: Params): string {
  switch (extra.kind) {
    case 'number':
      return `(select x.num_value::float8 from answer x where x.interview_id = i.id and x.question = ${p.add(extra.question)})`;
    case 'text':
      return `(select x.text_value from answer x where x.interview_id = i.id and x.question = ${p.add(extra.question)})`;
    case 'background':
      return `(i.background ->> ${p.add(extra.field)})`;
  }
}

/** The distinct words between the marks of a headline. */
export function markedWords(headline: string): string[] {
  const words = new Set<string>();
  for (const m of headline.matchAll(new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'gu'))) if (m[1]) words.add(m[1]);
  return [...words];
}

interface Found {
  interview_id: number;
  question: string;
  comment: string;
  sentiment: string;
  indicator: number | null;
  var0: string | number | null;
  day: string;
  headline: string | null;
}

/**
 * How far the search counts (ten pages): a page answers at once over millions of comments because it never counts
 * more than this many matches (counting walks the matches, as the page does for 25); above it the answer says
 * "more than" (`totalCapped`) and the pages go on to the cap.
 */
export const SEARCH_COUNT_CAP = 250;

/**
 * One page (`limit` rows from `offset`) of the matching comments in the asked order, and how many match (at most
 * `countCap`, with `capped` when more do). The page is chosen on the keys alone (the date index walks newest first
 * and stops after the page), and only its rows get their text, highlighted words and columns.
 */
export async function searchRows(
  ctx: AnalyticsContext,
  def: SearchDef,
  ask: SearchAsk,
  limit: number,
  offset: number,
  countCap = Number.MAX_SAFE_INTEGER,
): Promise<{ rows: SearchRow[]; total: number; capped: boolean }> {
  const words = ask.text.trim();
  /** The selection's conditions with the search text's (a blank text lists every comment). */
  const matching = (q: Params) => selectedComments(ctx, def.sel, q) + (words ? ` and ${matchSql(q.add(words))}` : '');
  const p = new Params();
  const where = matching(p);
  const search = words ? p.add(words) : null;
  const indicator = def.indicator ? extraSql({ kind: 'number', question: def.indicator.question }, p) : 'null::float8';
  const variable = def.variable ? extraSql(def.variable.extra, p) : 'null::text';
  const sortBy = ask.sortBy ?? 'date';
  const dir = (ask.sortDesc ?? sortBy === 'date') ? 'desc' : 'asc';
  const order: Record<SearchSort, string> = {
    date: 'i.responded_at',
    comment: 'a.text_value',
    positive: `(ca.sentiment = 'positive')`,
    negative: `(ca.sentiment = 'negative')`,
    indicator,
    var0: variable,
  };
  // Only the extra columns can be null; the others sort without `nulls last`, so a backward index scan serves a descending date.
  const nulls = sortBy === 'indicator' || sortBy === 'var0' ? ' nulls last' : '';
  const orderBy = `${order[sortBy]} ${dir}${nulls}, ca.interview_id ${dir}, ca.question`;
  const from = 'comment_analysis ca join interview i on i.id = ca.interview_id join unit u on u.id = i.unit_id';
  const withText = 'join answer a on a.interview_id = ca.interview_id and a.question = ca.question';
  const { rows } = await ctx.client.query<Found>({
    text: `with page as materialized (
             select ca.interview_id, ca.question from ${from} ${sortBy === 'comment' ? withText : ''}
              where ${where} order by ${orderBy} limit ${p.add(limit)} offset ${p.add(offset)})
           select ca.interview_id::int as interview_id, ca.question, a.text_value as comment, ca.sentiment, ${indicator} as indicator, ${variable} as var0,
                  to_char(i.responded_at at time zone 'UTC', 'YYYY-MM-DD') as day, ${search ? headlineSql(search) : 'null'} as headline
             from page join ${from} on ca.interview_id = page.interview_id and ca.question = page.question ${withText}
            order by ${orderBy}`,
    values: p.values,
  });
  const c = new Params();
  const { rows: counted } = await ctx.client.query<{ n: number }>({
    text: `select count(*)::int as n from (select 1 from ${from} where ${matching(c)} limit ${c.add(Math.min(countCap, 2 ** 31 - 2) + 1)}) m`,
    values: c.values,
  });
  const n = counted[0]!.n;
  const variableOf = (value: string | number | null) => (def.variable?.extra.kind === 'background' && typeof value === 'string' ? (def.variable.extra.options.get(value) ?? value) : value);
  return {
    total: Math.min(n, countCap),
    capped: n > countCap,
    rows: rows.map((r) => ({
      interviewId: r.interview_id,
      question: questionTitle(ctx, r.question),
      comment: r.comment,
      matches: r.headline ? markedWords(r.headline) : [],
      positive: r.sentiment === 'positive',
      negative: r.sentiment === 'negative',
      indicator: r.indicator,
      var0: variableOf(r.var0),
      date: r.day,
    })),
  };
}

export async function searchComments(ctx: AnalyticsContext, id: string, types: readonly string[], path: string | undefined, ask: SearchAsk & { page?: number }): Promise<TextSearchResult> {
  const def = await searchDef(ctx, id, types, path);
  const page = ask.page ?? 0;
  const found = await searchRows(ctx, def, ask, SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE, SEARCH_COUNT_CAP);
  const sortBy = ask.sortBy ?? 'date';
  return { headers: searchHeaders(ctx, def), rows: found.rows, total: found.total, ...(found.capped ? { totalCapped: true } : {}), page, pageSize: SEARCH_PAGE_SIZE, sortBy, sortDesc: ask.sortDesc ?? sortBy === 'date' };
}
