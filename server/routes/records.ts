/**
 * Record table calls (spec 2 section 7, `vuejs/records/*`): the drill unit's records sorted as asked, and their
 * download, queued with the report jobs (status and file through `vuejs/reports/status` and `download`).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { recordTableAnswer } from '../records/table';
import { requestReport } from '../reports/service';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { RecordTable } from '../../schemas/api/record-table.gen';
import type { ReportTask } from '../../schemas/api/report-task.gen';
import type { ComponentParams } from '../../schemas/api/params/component-params.gen';
import type { RecordTableQuery } from '../../schemas/api/params/record-table-query.gen';

const tags = ['records'];
const unitAccess = { access: { role: 'signedIn', scope: 'unit' } } as const;

export async function recordRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: ComponentParams; Querystring: RecordTableQuery; Reply: RecordTable }>(
    '/vuejs/records/table/:survey/:id/:path',
    {
      config: unitAccess,
      schema: {
        summary: "The drill unit's records (its interviews and those below it) with the record table's columns, sorted by sortby (a shown column) and sortdesc",
        tags,
        params: { $ref: 'ComponentParams#' },
        querystring: { $ref: 'RecordTableQuery#' },
        response: { 200: { $ref: 'RecordTable#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) =>
        recordTableAnswer(a, request.params.id, request.params.path, request.query.sortby, request.query.sortdesc),
      ),
  );

  app.get<{ Params: ComponentParams; Querystring: RecordTableQuery; Reply: ReportTask }>(
    '/vuejs/records/recordtablereport/:survey/:id/:path',
    {
      config: unitAccess,
      schema: {
        summary: "Queue the record table's download: every record of the drill unit with its columns, sorted as asked",
        tags,
        params: { $ref: 'ComponentParams#' },
        querystring: { $ref: 'RecordTableQuery#' },
        response: { 200: { $ref: 'ReportTask#' }, ...errors, 429: { $ref: 'ApiError#' } },
      },
    },
    (request) => {
      const { survey, id, path } = request.params;
      const { sortby, sortdesc } = request.query;
      return requestReport(ctx.db, ctx.jobs, callerOf(request), survey, 'recordtablereport', { path, component: id, ...(sortby ? { sortBy: sortby } : {}), ...(sortdesc !== undefined ? { sortDesc: sortdesc } : {}) }, ctx.config.reportsPerUser);
    },
  );
}
