/** The alerts report: the alerts of the interviews under the unit (period and filters applied), newest first. */
import type { AnalyticsContext } from '../../survey/context';
import { Params } from '../../analytics/sql';
import { excelReport, XLSX_TYPE, type Column } from '../excel';
import type { ReportFile, ReportParams } from '../kinds';
import { alertStateText, label } from '../labels';
import { fileName, interviewConditions, MAX_REPORT_ROWS, noteRowCount, reportUnit } from '../selection';
import { selectionContext } from '../context';

export async function buildAlertsReport(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const selection = await reportUnit(ctx, params);
  const { unit, filters } = selection;
  const t = (k: Parameters<typeof label>[1]) => label(ctx.locale, k);
  const columns: Column[] = [
    { header: t('report.alertId'), type: 'number' },
    { header: t('report.interviewId'), type: 'number' },
    { header: t('term.unit'), width: 28 },
    { header: t('term.state'), width: 16 },
    { header: t('report.created'), type: 'datetime' },
    { header: t('word.closed'), type: 'datetime' },
    { header: t('alerts.latestComment'), width: 60 },
  ];
  const p = new Params();
  const { rows } = await ctx.client.query<{ id: number; interview_id: number; unit_name: string; state: number; created_at: Date; closed_at: Date | null; comment: string | null }>({
    text: `select al.id, al.interview_id, u.name as unit_name, al.state, al.created_at, al.closed_at,
                  (select c.message from alert_comment c where c.alert_id = al.id order by c.created_at desc, c.id desc limit 1) as comment
             from alert al
             join interview i on i.id = al.interview_id
             join unit u on u.id = i.unit_id
            where al.survey_id = ${p.add(ctx.survey.id)} and ${interviewConditions(ctx, unit, filters, p)}
            order by al.created_at desc, al.id desc
            limit ${p.add(MAX_REPORT_ROWS)}`,
    values: p.values,
  });
  const content = await excelReport({ sheetName: t('alerts.listTitle'), title: `${ctx.survey.title}: ${unit.name}`, creator: 'Sightline', context: await selectionContext(ctx, t('alerts.listTitle'), selection) }, columns, async (sheet) => {
    for (const r of rows) sheet.add([Number(r.id), Number(r.interview_id), r.unit_name, alertStateText(ctx.locale, r.state), r.created_at, r.closed_at, r.comment]);
    noteRowCount(sheet, rows.length, ctx.locale);
  });
  return { fileName: fileName(ctx, 'alerts', 'xlsx'), contentType: XLSX_TYPE, content };
}
