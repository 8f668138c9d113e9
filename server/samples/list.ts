/**
 * The sample list (spec 1 sections 2.6 and 7): one page of the selected samples in the RankingData shape (headers,
 * rows of cells with sampleId, interviewId, isComplete and accessAllowed, totalNumberRows), and the delete mode
 * that removes every selected sample.
 */
import { formatDate } from '../../core/dates';
import { SAMPLE_STATE } from '../../core/sample/rules';
import { contactHidden, type AnalyticsContext } from '../survey/context';
import { Forbidden, Invalid } from '../errors';
import type { SampleSelection } from './selection';
import type { SamplePage, SampleTableSettings } from '../../schemas/api/sample-list.gen';
import { MAX_SAMPLE_PAGE } from './table-config';
import { text as message, type ServerMessageId } from '../i18n';
import { sampleStateName } from '../i18n/states';

/** Sortable columns, their titles in the server catalogue and the SQL each sorts by (whitelisted: the sort name never reaches the SQL text). */
const COLUMNS: { extName: string; type: string; title: ServerMessageId; order: string; contact?: boolean }[] = [
  { extName: 'eventdate', type: 'date', title: 'word.eventDate', order: 's.event_date' },
  { extName: 'state', type: 'state', title: 'term.state', order: 's.state' },
  { extName: 'name', type: 'text', title: 'interviewTable.contactName', order: `lower(s.contact ->> 'name')`, contact: true },
  { extName: 'email', type: 'text', title: 'interviewTable.contactEmail', order: `lower(s.contact ->> 'email')`, contact: true },
  { extName: 'unit', type: 'text', title: 'term.unit', order: 'u.name' },
];

export interface SamplePageRequest {
  from: number;
  to: number;
  sortBy: string;
  sortDesc: boolean;
}

export function checkSort(sortBy: string, hidden = false): string {
  const column = COLUMNS.find((c) => c.extName === sortBy);
  if (!column) throw new Invalid('bad_sort', `"${sortBy}" is not a sortable column of the sample list (${COLUMNS.map((c) => c.extName).join(', ')}).`);
  // The order of a hidden column would give its values away.
  if (hidden && column.contact) throw new Invalid('bad_sort', `"${sortBy}" is hidden from your role: the sample list cannot be sorted by it.`);
  return column.order;
}

export async function listSamples(ctx: AnalyticsContext, sel: SampleSelection, req: SamplePageRequest): Promise<SamplePage> {
  if (req.to < req.from) throw new Invalid('bad_page', `The rows ${req.from} to ${req.to} are not a range.`);
  if (req.to - req.from > MAX_SAMPLE_PAGE) throw new Invalid('bad_page', `At most ${MAX_SAMPLE_PAGE} rows at a time (asked for ${req.to - req.from}).`);
  const hidden = contactHidden(ctx);
  const order = checkSort(req.sortBy, hidden);
  const dir = req.sortDesc ? 'desc' : 'asc';
  const p = sel.params;
  const from = `from sample s join unit u on u.id = s.unit_id where ${sel.where}`;
  const { rows } = await ctx.client.query<{ id: number; state: number; event_date: string; contact: Record<string, string>; interview_id: number | null; unit_name: string; path: string; total: number }>({
    text: `select s.id, s.state, to_char(s.event_date, 'YYYY-MM-DD') as event_date, s.contact, s.interview_id, u.name as unit_name, u.path, count(*) over () as total
           ${from}
           order by ${order} ${dir} nulls last, s.id ${dir}
           offset ${p.add(req.from)} limit ${p.add(req.to - req.from)}`,
    values: p.values,
  });
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && req.from > 0) {
    // Past the last page: the window count has no row to ride on.
    const c = await ctx.client.query<{ n: number }>({ text: `select count(*)::int as n ${from}`, values: p.values.slice(0, -2) });
    total = c.rows[0]?.n ?? 0;
  }
  const text = (v: string | undefined) => (hidden ? { value: null, formattedValue: '' } : { value: v ?? null, formattedValue: v ?? '' });
  return {
    headers: COLUMNS.map((c) => ({ extName: c.extName, title: message(ctx.locale, c.title), type: c.type, sortable: true })),
    rows: rows.map((r) => ({
      cells: [
        { value: r.event_date, formattedValue: formatDate(r.event_date) },
        { value: r.state, formattedValue: sampleStateName(ctx.locale, r.state) ?? String(r.state) },
        text(r.contact.name),
        text(r.contact.email),
        { value: r.unit_name, formattedValue: r.unit_name },
      ],
      sampleId: Number(r.id),
      state: r.state,
      interviewId: r.interview_id === null ? null : Number(r.interview_id),
      isComplete: r.state === SAMPLE_STATE.completed && r.interview_id !== null,
      accessAllowed: true,
      drillPath: r.path,
    })),
    footer: null,
    rankingVar: req.sortBy,
    leafRows: true,
    totalNumberRows: total,
  };
}

/** Delete mode: every selected sample, in the caller's transaction. Root only, and only where the core is used. */
export async function deleteSelected(ctx: AnalyticsContext, sel: SampleSelection, table: SampleTableSettings): Promise<number> {
  if (!ctx.isRoot) throw new Forbidden('root_only', 'Only root users may delete samples.');
  if (!table.useCore) throw new Forbidden('no_core', `Sample table "${table.id}" does not use the core, so its samples cannot be deleted here.`);
  const res = await ctx.client.query({
    text: `delete from sample s using unit u where u.id = s.unit_id and ${sel.where}`,
    values: sel.params.values,
  });
  return res.rowCount ?? 0;
}
