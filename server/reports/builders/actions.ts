/**
 * The actions report. Sightline keeps no action-plan data yet (the action components come with a later issue), so
 * the file has the action columns and one line saying there are no actions, rather than pretending.
 */
import type { AnalyticsContext } from '../../survey/context';
import { excelReport, XLSX_TYPE } from '../excel';
import type { ReportFile, ReportParams } from '../kinds';
import { label } from '../labels';
import { fileName, reportUnit } from '../selection';
import { selectionContext } from '../context';

export async function buildActionsReport(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const selection = await reportUnit(ctx, params);
  const { unit } = selection;
  const t = (k: Parameters<typeof label>[1]) => label(ctx.locale, k);
  const columns = [
    { header: t('report.action'), width: 40 },
    { header: t('term.unit'), width: 28 },
    { header: t('report.responsible'), width: 24 },
    { header: t('term.state'), width: 16 },
    { header: t('report.dueDate'), type: 'date' as const },
    { header: t('report.created'), type: 'datetime' as const },
  ];
  const content = await excelReport({ sheetName: t('report.actions'), title: `${ctx.survey.title}: ${unit.name}`, creator: 'Sightline', context: await selectionContext(ctx, t('report.actions'), selection) }, columns, async (sheet) => {
    sheet.note(t('report.noActions'));
  });
  return { fileName: fileName(ctx, 'actions', 'xlsx'), contentType: XLSX_TYPE, content };
}
