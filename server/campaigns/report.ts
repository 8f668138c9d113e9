/**
 * The campaign report (spec 3 section 2, "download report"): every tracking row of the campaign as an Excel sheet,
 * recipient, respondent, unit, state, last change, views, clicks and the failure text, in the row order of the details
 * screen. A role without contact data (canViewAnon) gets the rows without the address and the name.
 */
import { contactHidden, type AnalyticsContext } from '../survey/context';
import { excelReport, XLSX_TYPE, type Column } from '../reports/excel';
import type { ReportFile } from '../reports/kinds';
import { label } from '../reports/labels';
import { fileName, MAX_REPORT_ROWS } from '../reports/selection';
import type { ServerMessageId } from '../i18n';
import type { TrackingStatus } from '../../schemas/api/campaign-trackings.gen';
import { findCampaign } from './store';

const STATUS: Record<TrackingStatus, ServerMessageId> = {
  PENDING: 'report.tracking.PENDING',
  SENDING: 'report.tracking.SENDING',
  SENT: 'report.tracking.SENT',
  FAILED: 'report.tracking.FAILED',
  UNSUB: 'report.tracking.UNSUB',
};

export async function campaignReport(ctx: AnalyticsContext, id: number): Promise<ReportFile> {
  const campaign = await findCampaign(ctx.client, ctx.survey.id, id);
  const t = (key: ServerMessageId, values?: Record<string, string | number>) => label(ctx.locale, key, values);
  const hidden = contactHidden(ctx);
  const { rows } = await ctx.client.query(
    `select t.recipient, coalesce(s.contact->>'name', '') as respondent, coalesce(u.name, '') as unit, t.status, t.updated_at as "updatedAt",
       t.open_count as "openCount", t.click_count as "clickCount", coalesce(t.error, '') as error
     from campaign_tracking t left join sample s on s.id = t.sample_id left join unit u on u.id = s.unit_id
     where t.campaign_id = $1 order by t.id limit $2`,
    [id, MAX_REPORT_ROWS + 1],
  );
  const columns: Column[] = [
    { header: t('report.recipient'), width: 32 },
    { header: t('report.respondent'), width: 24 },
    { header: t('term.unit'), width: 24 },
    { header: t('term.state'), width: 14 },
    { header: t('report.updated'), type: 'datetime' },
    { header: t('report.views'), type: 'number' },
    { header: t('report.clicks'), type: 'number' },
    { header: t('report.error'), width: 40 },
  ];
  const content = await excelReport({ sheetName: t('report.campaign'), title: `${ctx.survey.title}: ${campaign.title}`, creator: 'Sightline' }, columns, async (sheet) => {
    for (const r of rows.slice(0, MAX_REPORT_ROWS)) {
      sheet.add([
        hidden ? '' : r.recipient,
        hidden ? '' : r.respondent,
        r.unit,
        t(STATUS[r.status as TrackingStatus]),
        new Date(r.updatedAt),
        r.openCount,
        r.clickCount,
        r.error,
      ]);
    }
    if (rows.length > MAX_REPORT_ROWS) sheet.note(t('report.truncated', { n: MAX_REPORT_ROWS }));
    if (rows.length === 0) sheet.note(t('report.noRows'));
  });
  return { fileName: fileName(ctx, `campaign-${id}`, 'xlsx'), contentType: XLSX_TYPE, content };
}
