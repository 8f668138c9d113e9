/** Table groups (alert history, invitations) and record groups (every answer, the raw background) of an interview. */
import { formatDate } from '../../core/dates';
import type { InterviewTable } from '../../schemas/api/interview-data.gen';
import { localize } from '../../core/metrics/variables';
import type { InterviewPageConfig } from './config';
import { alertStateText, sampleStateText, word, type Word } from './labels';
import { questionTitle, variableTitle, variableValue, type InterviewRecord, type InterviewScope } from './record';

type Column = InterviewTable['columns'][number];
const col = (ctx: InterviewScope, key: Word, extra: Partial<Column> = {}): Column => ({ extname: key, title: word(key, ctx.locale), rightAlign: false, ...extra });

async function alertHistory(ctx: InterviewScope, rec: InterviewRecord): Promise<InterviewTable['rows']> {
  const { rows } = await ctx.client.query<{ state: number; created_at: Date; comment: string | null; who: string | null }>(
    `select l.state, l.created_at, l.comment, u.full_name as who
       from alert a join alert_log l on l.alert_id = a.id left join app_user u on u.id = l.user_id
      where a.interview_id = $1 order by l.created_at, l.id`,
    [rec.id],
  );
  return rows.map((r) => ({ cells: [formatDate(r.created_at, { time: true, timeZone: 'UTC' }), alertStateText(r.state, ctx.locale), r.who ?? word('system', ctx.locale), r.comment ?? ''] }));
}

async function invitations(ctx: InterviewScope, rec: InterviewRecord): Promise<InterviewTable['rows']> {
  const { rows } = await ctx.client.query<{ event_date: string; state: number }>(
    `select to_char(event_date, 'YYYY-MM-DD') as event_date, state from sample where interview_id = $1 order by event_date, id`,
    [rec.id],
  );
  return rows.map((r) => ({ cells: [formatDate(r.event_date), sampleStateText(r.state, ctx.locale)] }));
}

export async function tableGroups(ctx: InterviewScope, rec: InterviewRecord, cfg: InterviewPageConfig): Promise<InterviewTable[]> {
  const out: InterviewTable[] = [];
  for (const g of cfg.tableGroups) {
    const title = g.title ? localize(g.title, ctx.locale) : word(g.extname, ctx.locale);
    if (g.extname === 'alerts') {
      const columns = [col(ctx, 'date', { type: 'date' }), col(ctx, 'state'), col(ctx, 'user'), col(ctx, 'comment')];
      out.push({ extname: g.extname, title, columns, rows: await alertHistory(ctx, rec) });
    } else {
      out.push({ extname: g.extname, title, columns: [col(ctx, 'date', { type: 'date' }), col(ctx, 'state')], rows: await invitations(ctx, rec) });
    }
  }
  return out;
}

/** Every answer (in the survey's question order) or every background value; internal names only for root users. */
export function recordGroups(ctx: InterviewScope, rec: InterviewRecord, cfg: InterviewPageConfig, showInternalValues: boolean): InterviewTable[] {
  return cfg.recordGroups.map((g) => {
    const title = g.title ? localize(g.title, ctx.locale) : word(g.extname, ctx.locale);
    const known = Object.keys(ctx.sa.questions);
    const keys =
      g.extname === 'answers'
        ? [...known.filter((q) => rec.answers.has(q)), ...[...rec.answers.keys()].filter((q) => !known.includes(q)).sort()]
        : Object.keys(rec.background).sort();
    const columns = [
      ...(showInternalValues ? [col(ctx, 'internalName')] : []),
      col(ctx, g.extname === 'answers' ? 'question' : 'variable'),
      col(ctx, 'value', { rightAlign: g.extname === 'answers' }),
    ];
    const rows = keys.map((k) => {
      const title = g.extname === 'answers' ? questionTitle(ctx, k) : variableTitle(ctx, { extname: k });
      const shown = variableValue(ctx, rec, k).value;
      const raw = g.extname === 'answers' ? shown : (rec.background[k] ?? '');
      return { cells: [...(showInternalValues ? [k] : []), title, showInternalValues && raw !== shown ? `${shown} (${raw})` : shown] };
    });
    return { extname: g.extname, title, columns, rows };
  });
}
