/**
 * Direct downloads (spec 1 section 7, "Direct download links" and "Other reports: createreport"): the file is made
 * in the request, as the caller and inside their unit scope, instead of queued as a report task. Meant for the
 * small selections a link points at (one unit's indicators, a ranking list, chosen interview columns); a large
 * export belongs to the queued reports, which the same builders serve.
 */
import type { Db } from '../db/pool';
import { Forbidden, NotFound } from '../errors';
import { withSurvey, type Caller } from '../survey/with-survey';
import type { AnalyticsContext } from '../survey/context';
import { BUILDERS } from './builders/index';
import { DEFAULT_REPORT_TOOLS, REPORT_KINDS, reportEnabled, type ReportFile, type ReportKind, type ReportParams } from './kinds';

/** Builds one report kind now: the survey must enable it (403), the selection must be the caller's (403/404). */
async function buildNow(ctx: AnalyticsContext, kind: ReportKind, params: ReportParams, enabled = reportEnabled(ctx.sa, kind)): Promise<ReportFile> {
  if (!enabled) throw new Forbidden('report_disabled', `The ${kind} report is not enabled for survey "${ctx.survey.extName}".`);
  await BUILDERS[kind].check(ctx, params);
  return BUILDERS[kind].build(ctx, params, DEFAULT_REPORT_TOOLS);
}

export function downloadReport(db: Db, caller: Caller, surveyExt: string, kind: ReportKind, params: ReportParams): Promise<ReportFile> {
  return withSurvey(db, caller, surveyExt, { readOnly: true, kind: 'report' }, (ctx) => buildNow(ctx, kind, params));
}

/**
 * What a named report of the survey's `reports` list (spec 1 section 3, Survey: reports with extName and title) is
 * made of: its extName is a report kind, or one of these short names for one.
 */
const NAMED_KINDS: Record<string, ReportKind> = {
  benchmark: 'benchmarkpdf',
  interviews: 'interviewsreport',
  ranking: 'rankingreport',
  alerts: 'alertsreport',
  actions: 'actionsreport',
  indicators: 'indicatorsreport',
  samples: 'samplesreport',
};

function namedKind(extName: string): ReportKind | undefined {
  return Object.hasOwn(NAMED_KINDS, extName) ? NAMED_KINDS[extName] : (REPORT_KINDS as readonly string[]).includes(extName) ? (extName as ReportKind) : undefined;
}

/**
 * `createreport/{survey}/{report}/{path}`: the survey's named report for the drill unit. Being on the survey's list
 * is what enables it (the report flags govern the report menu's kinds); a name not on the list is 404.
 */
export function createNamedReport(db: Db, caller: Caller, surveyExt: string, report: string, path: string): Promise<ReportFile> {
  return withSurvey(db, caller, surveyExt, { readOnly: true, kind: 'report' }, async (ctx) => {
    const listed = ((ctx.sa.raw.reports ?? []) as { extName?: string }[]).some((r) => r.extName === report);
    const kind = listed && namedKind(report);
    if (!kind || kind === 'interviewpdf' || kind === 'sampletablereport' || kind === 'lettersarchive') {
      throw new NotFound('unknown_report', `Survey "${ctx.survey.extName}" has no report "${report}".`);
    }
    return buildNow(ctx, kind, { path }, true);
  });
}
