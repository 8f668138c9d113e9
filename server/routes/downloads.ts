/**
 * Direct download links (spec 1 section 7): the file in the answer, made in the request, for a link or a button
 * that downloads at once. The spec names these links (indicators, ranking list, task report, flex interviews) and
 * `createreport/{a}/{b}/{c}` but not their paths; each summary says what was chosen. The queued reports
 * (routes/reports.ts) stay the way to large exports.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createNamedReport, downloadReport } from '../reports/direct';
import { reportFile } from '../reports/service';
import { callerOf } from './guards';
import { errors } from './error-responses';
import { fileAnswer, sendFile } from './attachment';
import type { CreateReportParams } from '../../schemas/api/params/create-report-params.gen';
import type { DrillParams } from '../../schemas/api/params/drill-params.gen';
import type { FlexInterviewsQuery } from '../../schemas/api/params/flex-interviews-query.gen';
import type { RankingListParams } from '../../schemas/api/params/ranking-list-params.gen';
import type { ReportTaskParams } from '../../schemas/api/params/report-task-params.gen';

const FILE = {
  200: fileAnswer('The file (attachment): Excel (.xlsx) or PDF, its context (report, survey, unit, period, filters) on top'),
  ...errors,
};

export async function downloadRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: DrillParams }>(
    '/vuejs/download/indicators/:survey/:path',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary:
          'Indicators direct download (.xlsx): every variable for each child of the drill unit. Path chosen (the spec names the link only): vuejs/download/indicators/{survey}/{path}, path with ;filter tokens as the queued reports take it',
        tags: ['reports'],
        params: { $ref: 'DrillParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: FILE,
      },
    },
    async (request, reply) => sendFile(reply, await downloadReport(ctx.db, callerOf(request), request.params.survey, 'indicatorsreport', { path: request.params.path })),
  );

  app.get<{ Params: RankingListParams }>(
    '/vuejs/download/rankinglist/:survey/:config/:path/:filter',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary:
          'Ranking list direct download (.xlsx): every row of the ranking the screen shows. Path chosen (the spec names the link only): vuejs/download/rankinglist/ with the ranking list call\'s own {survey}/{config}/{path}/{filter} ("none" for no filter segment)',
        tags: ['reports'],
        params: { $ref: 'RankingListParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: FILE,
      },
    },
    async (request, reply) => {
      const { survey, config, path, filter } = request.params;
      return sendFile(reply, await downloadReport(ctx.db, callerOf(request), survey, 'rankingreport', { path: filter === 'none' ? path : `${path};${filter}`, config }));
    },
  );

  app.get<{ Params: DrillParams; Querystring: FlexInterviewsQuery }>(
    '/vuejs/download/flexinterviews/:survey/:path',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary:
          'Flex interviews direct download (.xlsx): the interviews under the drill unit with the columns the link names. Chosen (the spec names the link only): vuejs/download/flexinterviews/{survey}/{path}?columns=name,name (questions and background fields; all when absent; an unknown name is 400)',
        tags: ['reports'],
        params: { $ref: 'DrillParams#' },
        querystring: { $ref: 'FlexInterviewsQuery#' },
        response: FILE,
      },
    },
    async (request, reply) => {
      const columns = request.query.columns?.split(',');
      return sendFile(reply, await downloadReport(ctx.db, callerOf(request), request.params.survey, 'interviewsreport', { path: request.params.path, ...(columns ? { columns } : {}) }));
    },
  );

  app.get<{ Params: ReportTaskParams }>(
    '/vuejs/download/taskreport/:survey/:uuid',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary:
          "Task report direct download: a queued report task's finished file, as a link (the same file and rules as vuejs/reports/download: its requester or an administrator of the universe; 409 until finished). Path chosen: vuejs/download/taskreport/{survey}/{uuid}",
        tags: ['reports'],
        params: { $ref: 'ReportTaskParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { ...FILE, 409: { $ref: 'ApiError#' } },
      },
    },
    async (request, reply) => sendFile(reply, await reportFile(ctx.db, callerOf(request), request.params.survey, request.params.uuid)),
  );

  app.get<{ Params: CreateReportParams }>(
    '/createreport/:survey/:report/:path',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary:
          "One of the survey's named reports (its reports list, e.g. storevisit's benchmark) for the drill unit, made now. Chosen where the spec says only createreport/{a}/{b}/{c}: a survey, b the report's extName (a report kind or benchmark, interviews, ranking, alerts, actions, indicators, samples), c the drill path with ;filter tokens; a name not on the list is 404",
        tags: ['reports'],
        params: { $ref: 'CreateReportParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: FILE,
      },
    },
    async (request, reply) => {
      const { survey, report, path } = request.params;
      return sendFile(reply, await createNamedReport(ctx.db, callerOf(request), survey, report, path));
    },
  );
}
