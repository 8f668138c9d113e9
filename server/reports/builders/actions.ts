/**
 * The actions report. Sightline keeps no action-plan data yet (the action components come with a later issue), so
 * the file has the action columns and one line saying there are no actions, rather than pretending.
 */
import type { AnalyticsContext } from '../../survey/context';
import { excelReport, XLSX_TYPE } from '../excel';
import type { ReportFile, ReportParams } from '../kinds';
import { label } from '../labels';
import { fileName, reportUnit } from '../selection';

export async function buildActionsReport(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const { unit } = await reportUnit(ctx, params);
  const t = (k: Parameters<typeof label>[1]) => label(ctx.locale, k);
  const columns = [
    { header: t('action'), width: 40 },
    { header: t('unit'), width: 28 },
    { header: t('responsible'), width: 24 },
    { header: t('state'), width: 16 },
    { header: t('dueDate'), type: 'date' as const },
    { header: t('created'), type: 'datetime' as const },
  ];
  const content = await excelReport({ sheetName: t('actions'), title: `${ctx.survey.title}: ${unit.name}`, creator: 'Sightline' }, columns, async (sheet) => {
    sheet.note(t('noActions'));
  });
  return { fileName: fileName(ctx, 'actions', 'xlsx'), contentType: XLSX_TYPE, content };
}
