/**
 * The samples report (`samplesreport`, optionally one `sampleId`) and the sample table report (`sampletablereport`,
 * with the table's configuration, its filter term and extra drill paths): samples under the unit whose event date
 * lies in the period, with their state and contact fields.
 */
import { parseRoute } from '../../../core/drillpath/tokens';
import { badInput, contactHidden, requireRight, resolveUnit, sampleWithinQuestionFiltersSql, type AnalyticsContext } from '../../survey/context';
import { VIEW_SAMPLES } from '../../accounts/rights';
import type { SampleTableSettings } from '../../../schemas/api/sample-list.gen';
import { containsPattern, Params } from '../../analytics/sql';
import { findComponent } from '../../analytics/survey-config';
import { Forbidden, NotFound } from '../../errors';
import { excelReport, XLSX_TYPE, type Column } from '../excel';
import type { ReportFile, ReportParams } from '../kinds';
import { label, sampleStateText } from '../labels';
import { fileName, MAX_REPORT_ROWS, noteRowCount, reportUnit, subtreeCondition } from '../selection';
import { selectionContext } from '../context';

/** Sort columns a sample table configuration may name. */
const SORTS: Record<string, string> = { eventdate: 's.event_date', sampleid: 's.id', state: 's.state', unit: 'u.name' };

type SampleSort = Pick<SampleTableSettings, 'sortBy' | 'sortDesc'>;

/** The sample table configuration `name` (a sampleTable component's id or config.id); `default` when none is authored. */
export function sampleTableSettings(ctx: AnalyticsContext, name: string): SampleSort {
  const found = findComponent(ctx.sa, name);
  const config = found?.type === 'sampleTable' ? found.config : null;
  if (!config && name !== 'default') throw new NotFound('unknown_sample_table', `Survey "${ctx.survey.extName}" has no sample table "${name}".`);
  if (config?.enableDownload === false) throw new Forbidden('report_disabled', `Downloads are not enabled for the sample table "${name}".`);
  const sortBy = typeof config?.sortBy === 'string' && SORTS[config.sortBy.toLowerCase()] ? config.sortBy.toLowerCase() : 'eventdate';
  return { sortBy, sortDesc: config?.sortDesc !== false };
}

/** The selection's SQL (samples `s` with unit `u`); every extra drill path must lie in the caller's scope. */
async function sampleSelection(ctx: AnalyticsContext, params: ReportParams, p: Params) {
  const selection = await reportUnit(ctx, params);
  const { unit, filters } = selection;
  const where = [
    `s.survey_id = ${p.add(ctx.survey.id)}`,
    subtreeCondition(p, unit.path),
    `s.event_date >= ${p.add(filters.period.from)}::date`,
    `s.event_date < ${p.add(filters.period.to)}::date`,
  ];
  if (params.sampleId !== undefined) where.push(`s.id = ${p.add(params.sampleId)}`);
  where.push(sampleWithinQuestionFiltersSql(ctx, p));
  if (params.filterTerm) {
    // The term searches contact data, so its hits would give a hidden contact away one guess at a time.
    if (contactHidden(ctx)) throw new Forbidden('missing_right', `Your role does not let you search contact data in survey "${ctx.survey.extName}".`);
    where.push(`s.contact::text ilike ${p.add(containsPattern(params.filterTerm))}`);
  }
  if (params.filterPaths?.length) {
    const units = [];
    for (const path of params.filterPaths) units.push(await resolveUnit(ctx, badInput(() => parseRoute(path)).path));
    where.push(`(${units.map((u) => subtreeCondition(p, u.path)).join(' or ')})`);
  }
  return { unit, selection, where: where.join(' and ') };
}

/** Checked when the report is asked for: a named sample must exist in the selection (404 otherwise). */
export async function checkSampleRequest(ctx: AnalyticsContext, params: ReportParams): Promise<void> {
  requireRight(ctx, VIEW_SAMPLES, 'see samples');
  if (params.config) sampleTableSettings(ctx, params.config);
  const p = new Params();
  const { where } = await sampleSelection(ctx, params, p);
  if (params.sampleId === undefined) return;
  const { rowCount } = await ctx.client.query({ text: `select 1 from sample s join unit u on u.id = s.unit_id where ${where}`, values: p.values });
  if (!rowCount) throw new NotFound('unknown_sample', `There is no sample ${params.sampleId} in this selection.`);
}

export async function buildSamplesReport(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const settings = params.config ? sampleTableSettings(ctx, params.config) : { sortBy: 'eventdate', sortDesc: true };
  const p = new Params();
  const { unit, selection, where } = await sampleSelection(ctx, params, p);
  const t = (k: Parameters<typeof label>[1]) => label(ctx.locale, k);
  const keys = await ctx.client.query<{ key: string }>({
    text: `select distinct jsonb_object_keys(s.contact) as key from sample s join unit u on u.id = s.unit_id where ${where} order by 1`,
    values: p.values,
  });
  // Without canViewAnon the report has no contact columns at all.
  const contactKeys = contactHidden(ctx) ? [] : keys.rows.map((r) => r.key);
  const order = `${SORTS[settings.sortBy]} ${settings.sortDesc ? 'desc' : 'asc'}, s.id desc`;
  const { rows } = await ctx.client.query<{ id: number; event_date: string; state: number; interview_id: number | null; unit_name: string; contact: Record<string, string> }>({
    text: `select s.id, to_char(s.event_date, 'YYYY-MM-DD') as event_date, s.state, s.interview_id, u.name as unit_name, s.contact
             from sample s join unit u on u.id = s.unit_id
            where ${where} order by ${order} limit ${p.add(MAX_REPORT_ROWS)}`,
    values: p.values,
  });
  const columns: Column[] = [
    { header: t('report.sampleId'), type: 'number' },
    { header: t('word.eventDate'), type: 'date' },
    { header: t('term.unit'), width: 28 },
    { header: t('term.state'), width: 14 },
    { header: t('report.interviewId'), type: 'number' },
    ...contactKeys.map((k) => ({ header: k, width: 28 })),
  ];
  const content = await excelReport({ sheetName: t('samplelist.title'), title: `${ctx.survey.title}: ${unit.name}`, creator: 'Sightline', context: await selectionContext(ctx, t('samplelist.title'), selection) }, columns, async (sheet) => {
    for (const r of rows) {
      sheet.add([
        Number(r.id),
        new Date(`${r.event_date}T00:00:00Z`),
        r.unit_name,
        sampleStateText(ctx.locale, r.state),
        r.interview_id === null ? null : Number(r.interview_id),
        ...contactKeys.map((k) => r.contact?.[k] ?? null),
      ]);
    }
    noteRowCount(sheet, rows.length, ctx.locale);
  });
  return { fileName: fileName(ctx, params.config ? 'sampletable' : 'samples', 'xlsx'), contentType: XLSX_TYPE, content };
}
