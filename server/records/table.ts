/**
 * The record table (spec 2 record table; issue 16): the spec names only headers, rows, sortBy and sortDesc, so a
 * record here is an interview of the drill unit or a unit below it (period and filters of the drill path applied),
 * one row each, with the columns the component configures: `interviewDate`, `unit`, a question of the survey or a
 * background field (its option's title). Sorted by any shown column either way, empty cells last, newest first by
 * default. The table shows at most the component's limit; the download (server/reports/builders/records.ts) all.
 */
import { componentFor } from '../analytics/component-lookup';
import { Params } from '../analytics/sql';
import { LOYALTY_SEGMENTS_FILTER } from '../../core/drillpath/tokens';
import { localize } from '../../core/metrics/variables';
import { Invalid, NotFound } from '../errors';
import { text } from '../i18n';
import { interviewConditions } from '../reports/selection';
import { drillRequest, type AnalyticsContext, type UnitRow } from '../survey/context';
import type { CompiledFilters } from '../analytics/filters';
import type { FilterDef } from '../analytics/survey-config';
import type { RecordTable, RecordTableHeader } from '../../schemas/api/record-table.gen';
import type { RecordTableConfig } from '../../schemas/components/recordTable/config.gen';

export const DEFAULT_RECORD_LIMIT = 100;
export const INTERVIEW_DATE = 'interviewDate';
export const UNIT = 'unit';

type Column =
  | { kind: 'date'; header: RecordTableHeader }
  | { kind: 'unit'; header: RecordTableHeader }
  | { kind: 'question'; header: RecordTableHeader; name: string; text: boolean }
  | { kind: 'background'; header: RecordTableHeader; filter: FilterDef };

export interface RecordTableDef {
  columns: Column[];
  sortBy: string;
  sortDesc: boolean;
  limit: number;
}

export type RecordCell = string | number | null;

function columnOf(ctx: AnalyticsContext, extname: string, title: RecordTableConfig['title']): Column {
  const own = title ? localize(title, ctx.locale) : '';
  const header = (fallback: string, rightAlign = false): RecordTableHeader => ({ extname, title: own || fallback, sortable: true, ...(rightAlign ? { rightAlign } : {}) });
  if (extname === INTERVIEW_DATE) return { kind: 'date', header: header(text(ctx.locale, 'term.date')) };
  if (extname === UNIT) return { kind: 'unit', header: header(text(ctx.locale, 'term.unit')) };
  const question = ctx.sa.questions[extname];
  if (question) return { kind: 'question', name: extname, text: question.text === true, header: header(localize(question.title, ctx.locale), !question.text) };
  const filter = ctx.sa.standardFilters.get(extname);
  if (filter && extname !== LOYALTY_SEGMENTS_FILTER) return { kind: 'background', filter, header: header(localize(filter.title ?? extname, ctx.locale) || extname) };
  throw new Invalid('unknown_column', `Survey "${ctx.survey.extName}" has no question or background field "${extname}" for a record table.`);
}

/** The record table component `id` with the sort the call asks for (or the configured one); an unshown column is refused (400). */
export function recordTableOf(ctx: AnalyticsContext, id: string, sortby?: string, sortdesc?: boolean): RecordTableDef {
  const { component } = componentFor(ctx, id);
  if (component.type !== 'recordTable') throw new NotFound('unknown_component', `Survey "${ctx.survey.extName}" has no record table "${id}".`);
  const config = component.config as unknown as RecordTableConfig;
  const configured = config.columns ?? [{ extname: INTERVIEW_DATE }, { extname: UNIT }, ...Object.keys(ctx.sa.questions).map((extname) => ({ extname }))];
  const columns = configured.map((c) => columnOf(ctx, c.extname, c.title));
  const sortBy = sortby ?? config.sortBy ?? (columns.some((c) => c.header.extname === INTERVIEW_DATE) ? INTERVIEW_DATE : columns[0]!.header.extname);
  if (!columns.some((c) => c.header.extname === sortBy)) throw new Invalid('bad_sort', `The record table "${id}" has no column "${sortBy}" to sort by.`);
  return { columns, sortBy, sortDesc: sortdesc ?? config.sortDesc ?? true, limit: config.limit ?? DEFAULT_RECORD_LIMIT };
}

function sortExpression(column: Column, p: Params): string {
  switch (column.kind) {
    case 'date':
      return 'i.responded_at';
    case 'unit':
      return 'u.name';
    case 'question':
      return `(select ${column.text ? 'a.text_value' : 'a.num_value'} from answer a where a.interview_id = i.id and a.question = ${p.add(column.name)})`;
    case 'background':
      return `(i.background ->> ${p.add(column.filter.extName)})`;
  }
}

interface RecordRow {
  id: number;
  day: string;
  unit_name: string;
  background: Record<string, string> | null;
  answers: Record<string, { n: number | null; t: string | null }> | null;
}

/** One page of records (`limit` from `offset`, by the table's sort; the interview id breaks ties) as cells. */
export async function recordRows(ctx: AnalyticsContext, def: RecordTableDef, unit: UnitRow, filters: CompiledFilters, limit: number, offset = 0): Promise<{ id: number; cells: RecordCell[] }[]> {
  const p = new Params();
  const where = interviewConditions(ctx, unit, filters, p);
  const sort = sortExpression(def.columns.find((c) => c.header.extname === def.sortBy)!, p);
  const dir = def.sortDesc ? 'desc' : 'asc';
  const { rows } = await ctx.client.query<RecordRow>({
    text: `select i.id::int as id, to_char(i.responded_at at time zone 'UTC', 'YYYY-MM-DD') as day, u.name as unit_name, i.background,
                  (select jsonb_object_agg(a.question, jsonb_build_object('n', a.num_value, 't', a.text_value)) from answer a where a.interview_id = i.id) as answers
             from interview i join unit u on u.id = i.unit_id
            where ${where}
            order by ${sort} ${dir} nulls last, i.id ${dir}
            limit ${p.add(limit)} offset ${p.add(offset)}`,
    values: p.values,
  });
  const optionTitle = (f: FilterDef, value: string | undefined) => (value === undefined ? null : localize(f.options?.find((o) => o.extName === value)?.title, ctx.locale) || value);
  return rows.map((r) => ({
    id: r.id,
    cells: def.columns.map((c): RecordCell => {
      switch (c.kind) {
        case 'date':
          return r.day;
        case 'unit':
          return r.unit_name;
        case 'question': {
          const a = r.answers?.[c.name];
          return (c.text ? a?.t : a?.n) ?? null;
        }
        case 'background':
          return optionTitle(c.filter, r.background?.[c.filter.extName]);
      }
    }),
  }));
}

export async function recordTableAnswer(ctx: AnalyticsContext, id: string, path: string, sortby?: string, sortdesc?: boolean): Promise<RecordTable> {
  const def = recordTableOf(ctx, id, sortby, sortdesc);
  const { unit, filters } = await drillRequest(ctx, path);
  const rows = await recordRows(ctx, def, unit, filters, def.limit);
  return { headers: def.columns.map((c) => c.header), rows, sortBy: def.sortBy, sortDesc: def.sortDesc };
}
