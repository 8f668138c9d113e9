/**
 * Data table calls (spec 2 section 7, `vuejs/datatables/*`): a page of a table's rows for every member of the
 * survey; saving and deleting rows for administrators of the universe (declared here; the service refuses a
 * component with editable: false). Rows belong to the survey, not to units, so the scope is the survey.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { deleteDataTableRow, readDataTable, saveDataTableRow } from '../dataTables/service';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { DataTable } from '../../schemas/api/data-table.gen';
import type { DataTableRow } from '../../schemas/api/data-table-row.gen';
import type { DataTableRowDeleted } from '../../schemas/api/data-table-row-deleted.gen';
import type { DataTableRowError } from '../../schemas/api/data-table-row-error.gen';
import type { DataTableRowSave } from '../../schemas/api/data-table-row-save.gen';
import type { DataTableParams } from '../../schemas/api/params/data-table-params.gen';
import type { DataTableQuery } from '../../schemas/api/params/data-table-query.gen';
import type { DataTableRowParams } from '../../schemas/api/params/data-table-row-params.gen';

const tags = ['datatables'];
const readAccess = { access: { role: 'signedIn', scope: 'survey' } } as const;
const writeAccess = { access: { role: 'universeAdmin', scope: 'survey' } } as const;

export async function dataTableRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: DataTableParams; Querystring: DataTableQuery; Reply: DataTable }>(
    '/vuejs/datatables/datatable/:survey/:id',
    {
      config: readAccess,
      schema: {
        summary: "One page of a data table's rows (oldest first) with its configured columns; editable for administrators of the universe",
        tags,
        params: { $ref: 'DataTableParams#' },
        querystring: { $ref: 'DataTableQuery#' },
        response: { 200: { $ref: 'DataTable#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => readDataTable(a, request.params.id, request.query.page)),
  );

  app.put<{ Params: DataTableParams; Body: DataTableRowSave; Reply: { 200: DataTableRow; 400: DataTableRowError } }>(
    '/vuejs/datatables/datatablerow/:survey/:id',
    {
      config: writeAccess,
      schema: {
        summary: 'Saves a row of a data table (id 0 adds one); 400 names the row and each column whose cell breaks its type',
        tags,
        params: { $ref: 'DataTableParams#' },
        body: { $ref: 'DataTableRowSave#' },
        response: { 200: { $ref: 'DataTableRow#' }, ...errors, 400: { $ref: 'DataTableRowError#' } },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => saveDataTableRow(a, request.params.id, request.body)),
  );

  app.delete<{ Params: DataTableRowParams; Reply: DataTableRowDeleted }>(
    '/vuejs/datatables/datatablerow/:survey/:id/:row',
    {
      config: writeAccess,
      schema: {
        summary: 'Deletes a row of a data table; 409 for its last row',
        tags,
        params: { $ref: 'DataTableRowParams#' },
        response: { 200: { $ref: 'DataTableRowDeleted#' }, ...errors, 409: { $ref: 'ApiError#' } },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteDataTableRow(a, request.params.id, request.params.row)),
  );
}
