/**
 * The actions report: every action of the drill path's subtree (within the caller's unit scope), newest deadline
 * first, with its state, goal, value (the evaluation's end value when closed, the value so far when open), period and
 * history (comments and verdicts, each with the score and goal of its moment). A subtree without actions says so.
 */
import { formatDate } from '../../../core/dates';
import type { AnalyticsContext } from '../../survey/context';
import { readActionConfig } from '../../actions/config';
import { actionSummary } from '../../actions/summary';
import { actionsAt, historyOf } from '../../actions/store';
import { excelReport, XLSX_TYPE } from '../excel';
import type { ReportFile, ReportParams } from '../kinds';
import { label } from '../labels';
import { fileName, reportUnit } from '../selection';
import { selectionContext } from '../context';

const STATE_WORD = ['action.state.open', 'action.state.completed', 'action.state.failed'] as const;

export async function buildActionsReport(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const selection = await reportUnit(ctx, params);
  const { unit } = selection;
  const t = (k: Parameters<typeof label>[1]) => label(ctx.locale, k);
  const columns = [
    { header: t('report.action'), width: 40 },
    { header: t('term.unit'), width: 28 },
    { header: t('report.responsible'), width: 24 },
    { header: t('term.state'), width: 16 },
    { header: t('report.goal'), width: 10 },
    { header: t('report.value'), width: 10 },
    { header: t('report.period'), width: 26 },
    { header: t('report.dueDate'), type: 'date' as const },
    { header: t('report.created'), type: 'datetime' as const },
    { header: t('report.history'), width: 60 },
  ];
  const cfg = readActionConfig(ctx.sa);
  const rows = await actionsAt(ctx, unit, true);
  const lines = await Promise.all(
    rows.map(async (row) => {
      const s = await actionSummary(ctx, cfg, row);
      const history = (await historyOf(ctx, row.id)).map((h) => {
        const said = h.kind === 'comment' ? h.message : t(h.kind === 'completed' ? 'action.history.completed' : 'action.history.failed');
        return `${formatDate(h.createdAt, { time: true, timeZone: 'UTC' })} ${h.username ?? t('action.history.system')}: ${said}`;
      });
      return [s.variableText, row.unitName, row.responsible, t(STATE_WORD[row.state]), s.goalText, s.endValueText, s.periodText, row.deadline, row.createdAt, history.join('\n')];
    }),
  );
  const content = await excelReport({ sheetName: t('report.actions'), title: `${ctx.survey.title}: ${unit.name}`, creator: 'Sightline', context: await selectionContext(ctx, t('report.actions'), selection) }, columns, async (sheet) => {
    if (!lines.length) sheet.note(t('report.noActions'));
    for (const line of lines) sheet.add(line);
  });
  return { fileName: fileName(ctx, 'actions', 'xlsx'), contentType: XLSX_TYPE, content };
}
