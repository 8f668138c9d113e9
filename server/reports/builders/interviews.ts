/** The interviews report: one row per interview under the unit (period and filters applied) with all its answers. */
import { LOYALTY_SEGMENTS_FILTER } from '../../../core/drillpath/tokens';
import { localize } from '../../../core/metrics/variables';
import type { AnalyticsContext } from '../../survey/context';
import { Params } from '../../analytics/sql';
import { excelReport, XLSX_TYPE, type Column } from '../excel';
import type { ReportFile, ReportParams } from '../kinds';
import { label } from '../labels';
import { Invalid } from '../../errors';
import type { InterviewRecord } from './interview-pdf';
import { fileName, interviewConditions, MAX_REPORT_ROWS, noteRowCount, reportUnit } from '../selection';
import { selectionContext, unitPathTitles } from '../context';
import type { FilterDef } from '../../analytics/survey-config';

const BATCH = 2000;

interface InterviewRow extends InterviewRecord {
  answers: Record<string, { n: number | null; t: string | null }> | null;
}

/**
 * The background and question columns: all of them, or for flex interviews only the names asked for (in the
 * survey's order); a name the survey does not have is refused (400), naming it.
 */
export function interviewColumns(ctx: AnalyticsContext, names?: string[]) {
  const allBackground = [...ctx.sa.standardFilters.values()].filter((f) => f.extName !== LOYALTY_SEGMENTS_FILTER);
  const allQuestions = Object.entries(ctx.sa.questions);
  if (!names) return { background: allBackground, questions: allQuestions };
  const known = new Set([...allBackground.map((f) => f.extName), ...allQuestions.map(([name]) => name)]);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length) throw new Invalid('unknown_column', `Survey "${ctx.survey.extName}" has no question or background field ${unknown.map((n) => `"${n}"`).join(', ')}.`);
  const wanted = new Set(names);
  return { background: allBackground.filter((f) => wanted.has(f.extName)), questions: allQuestions.filter(([name]) => wanted.has(name)) };
}

export async function buildInterviewsReport(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const selection = await reportUnit(ctx, params);
  const { unit, filters } = selection;
  const { background, questions } = interviewColumns(ctx, params.columns);
  const t = (k: Parameters<typeof label>[1]) => label(ctx.locale, k);
  const columns: Column[] = [
    { header: t('report.interviewId'), type: 'number' },
    { header: t('term.date'), type: 'datetime' },
    { header: t('term.unit'), width: 28 },
    { header: t('report.path'), width: 28 },
    { header: t('interview.completed'), width: 10 },
    ...background.map((f) => ({ header: localize(f.title ?? f.extName, ctx.locale), width: 16 })),
    ...questions.map(([, q]) => ({ header: localize(q.title, ctx.locale), type: q.text ? ('text' as const) : ('number' as const), width: q.text ? 60 : 14 })),
  ];
  // Cells in words: a unit's drill path as the names along it, a background answer as its option's title.
  const pathTitles = await unitPathTitles(ctx, unit);
  const optionTitle = (f: FilterDef, value: string | undefined) =>
    value === undefined ? null : localize(f.options?.find((o) => o.extName === value)?.title, ctx.locale) || value;
  const content = await excelReport({ sheetName: t('report.interviews'), title: `${ctx.survey.title}: ${unit.name}`, creator: 'Sightline', context: await selectionContext(ctx, t('report.interviews'), selection) }, columns, async (sheet) => {
    let lastId: number | null = null;
    while (sheet.rows < MAX_REPORT_ROWS) {
      const p = new Params();
      const where = interviewConditions(ctx, unit, filters, p);
      const after: string = lastId === null ? '' : `and i.id < ${p.add(lastId)}`;
      const { rows }: { rows: InterviewRow[] } = await ctx.client.query<InterviewRow>({
        text: `select i.id, i.responded_at, i.is_completed, i.background, u.name as unit_name, u.path as unit_path,
                      (select jsonb_object_agg(a.question, jsonb_build_object('n', a.num_value, 't', a.text_value)) from answer a where a.interview_id = i.id) as answers
                 from interview i join unit u on u.id = i.unit_id
                where ${where} ${after}
                order by i.id desc
                limit ${p.add(Math.min(BATCH, MAX_REPORT_ROWS - sheet.rows))}`,
        values: p.values,
      });
      for (const r of rows) {
        sheet.add([
          Number(r.id),
          r.responded_at,
          r.unit_name,
          pathTitles.get(r.unit_path) ?? r.unit_path,
          r.is_completed ? t('word.yes') : t('word.no'),
          ...background.map((f) => optionTitle(f, r.background?.[f.extName])),
          ...questions.map(([name, q]) => {
            const a = r.answers?.[name];
            return q.text ? (a?.t ?? null) : (a?.n ?? null);
          }),
        ]);
      }
      if (rows.length < BATCH) break;
      lastId = Number(rows[rows.length - 1]!.id);
    }
    noteRowCount(sheet, sheet.rows, ctx.locale);
  });
  return { fileName: fileName(ctx, 'interviews', 'xlsx'), contentType: XLSX_TYPE, content };
}
