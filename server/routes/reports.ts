/**
 * Report calls (spec 1 section 7): each report call checks access now and answers `{taskUUID}`; status answers
 * `{status, position}`; download sends the finished file. The menu call lists the kinds the survey enables.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { PATH_KINDS, type ReportKind, type ReportParams } from '../reports/kinds';
import { availableReports, defineReportQueue, reportFile, reportStatus, requestReport } from '../reports/service';
import { callerOf } from './guards';
import { errors } from './error-responses';
import { fileAnswer, sendFile } from './attachment';
import type { ReportFilterPaths } from '../../schemas/api/report-filter-paths.gen';
import type { ReportMenu } from '../../schemas/api/report-menu.gen';
import type { ReportStatus } from '../../schemas/api/report-status.gen';
import type { ReportTask } from '../../schemas/api/report-task.gen';
import type { DrillParams } from '../../schemas/api/params/drill-params.gen';
import type { InterviewPdfParams } from '../../schemas/api/params/interview-pdf-params.gen';
import type { ReportTaskParams } from '../../schemas/api/params/report-task-params.gen';
import type { SampleTableReportParams } from '../../schemas/api/params/sample-table-report-params.gen';
import type { SampleTableReportQuery } from '../../schemas/api/params/sample-table-report-query.gen';
import type { SamplesReportQuery } from '../../schemas/api/params/samples-report-query.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';

// 503: reports are refused when this server runs without background jobs. 429: the caller's own limit.
const reportErrors = { ...errors, 429: { $ref: 'ApiError#' }, 503: { $ref: 'ApiError#' } };

export async function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  if (ctx.jobs) await defineReportQueue(ctx.jobs);
  const queue = (request: FastifyRequest, survey: string, kind: ReportKind, params: ReportParams) =>
    requestReport(ctx.db, ctx.jobs, callerOf(request), survey, kind, params, ctx.config.reportsPerUser);

  for (const kind of PATH_KINDS) {
    // Only the samples report takes a query (sampleId); the other kinds refuse any (NoQuery), so none is set.
    app.get<{ Params: DrillParams; Querystring: SamplesReportQuery; Reply: ReportTask }>(
      `/vuejs/reports/${kind}/:survey/:path`,
      {
        config: { access: { role: 'signedIn', scope: 'unit' } },
        schema: {
          summary: `Queue the ${kind} of the drill unit (path with ;filter tokens)`,
          tags: ['reports'],
          params: { $ref: 'DrillParams#' },
          querystring: { $ref: kind === 'samplesreport' ? 'SamplesReportQuery#' : 'NoQuery#' },
          response: { 200: { $ref: 'ReportTask#' }, ...reportErrors },
        },
      },
      (request) => {
        const { survey, path } = request.params;
        return queue(request, survey, kind, { path, ...(request.query.sampleId !== undefined ? { sampleId: request.query.sampleId } : {}) });
      },
    );
  }

  app.post<{ Params: SampleTableReportParams; Querystring: SampleTableReportQuery; Body: ReportFilterPaths | undefined; Reply: ReportTask }>(
    '/vuejs/reports/sampletablereport/:survey/:config/:path',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Queue the sample table report: the table configuration, its filter term and extra drill paths (body)',
        tags: ['reports'],
        params: { $ref: 'SampleTableReportParams#' },
        querystring: { $ref: 'SampleTableReportQuery#' },
        body: { $ref: 'ReportFilterPaths#' },
        response: { 200: { $ref: 'ReportTask#' }, ...reportErrors },
      },
    },
    (request) => {
      const { survey, config, path } = request.params;
      const filterTerm = request.query.filterterm?.trim();
      const filterPaths = request.body ?? [];
      return queue(request, survey, 'sampletablereport', { path, config, ...(filterTerm ? { filterTerm } : {}), ...(filterPaths.length ? { filterPaths } : {}) });
    },
  );

  app.get<{ Params: InterviewPdfParams; Reply: ReportTask }>(
    '/vuejs/reports/interviewpdf/:survey/:interviewId',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Queue the single-interview PDF report',
        tags: ['reports'],
        params: { $ref: 'InterviewPdfParams#' },
        response: { 200: { $ref: 'ReportTask#' }, ...reportErrors },
      },
    },
    (request) => queue(request, request.params.survey, 'interviewpdf', { interviewId: request.params.interviewId }),
  );

  app.get<{ Params: SurveyParams; Reply: ReportMenu }>(
    '/vuejs/reports/menu/:survey',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: 'The report kinds the survey enables (its report flags), for the report menu',
        tags: ['reports'],
        params: { $ref: 'SurveyParams#' },
        response: { 200: { $ref: 'ReportMenu#' }, ...reportErrors },
      },
    },
    (request) => availableReports(ctx.db, callerOf(request), request.params.survey),
  );

  app.get<{ Params: ReportTaskParams; Reply: ReportStatus }>(
    '/vuejs/reports/status/:survey/:uuid',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: "A report's status and its 1-based position among the waiting reports (0 once it runs)",
        tags: ['reports'],
        params: { $ref: 'ReportTaskParams#' },
        response: { 200: { $ref: 'ReportStatus#' }, ...reportErrors },
      },
    },
    (request) => reportStatus(ctx.db, callerOf(request), request.params.survey, request.params.uuid),
  );

  app.get<{ Params: ReportTaskParams }>(
    '/vuejs/reports/download/:survey/:uuid',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: 'The finished report file (attachment); 409 while it is being made or when it failed',
        tags: ['reports'],
        params: { $ref: 'ReportTaskParams#' },
        response: {
          200: fileAnswer('The report file: Excel, PDF or a zip of them'),
          409: { $ref: 'ApiError#' },
          ...reportErrors,
        },
      },
    },
    async (request, reply) => sendFile(reply, await reportFile(ctx.db, callerOf(request), request.params.survey, request.params.uuid)),
  );
}
