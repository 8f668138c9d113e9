/**
 * Data tables (spec 2 data tables, section 7 `vuejs/datatables/*`): the rows of a stored table, page by page; a row
 * saved after the row rule (core/dataTables/rows.ts) accepted it; a row deleted unless it is the table's last. Rows
 * belong to the survey and the table id; another table's row is unknown. Only administrators of the universe (root
 * included, never while acting as someone else) write, and only where the component lets anyone.
 */
import { cellErrors, hasCellErrors, rowCells, type CellError, type CellErrors } from '../../core/dataTables/rows';
import { Conflict, Forbidden, Invalid, NotFound } from '../errors';
import { text } from '../i18n';
import type { AnalyticsContext } from '../survey/context';
import type { DataTable, DataTableColumn } from '../../schemas/api/data-table.gen';
import type { DataTableRow } from '../../schemas/api/data-table-row.gen';
import type { DataTableRowDeleted } from '../../schemas/api/data-table-row-deleted.gen';
import type { DataTableRowError } from '../../schemas/api/data-table-row-error.gen';
import type { DataTableRowSave } from '../../schemas/api/data-table-row-save.gen';
import { dataTableOf, type DataTableDef } from './config';

type StoredCells = Record<string, string | number | boolean | null>;

function cellText(locale: string, e: CellError): string {
  switch (e.error) {
    case 'tooLong':
      return text(locale, 'dataTable.cell.tooLong', { max: e.max });
    case 'range':
      return text(locale, 'dataTable.cell.range', { min: e.min, max: e.max });
    case 'min':
      return text(locale, 'dataTable.cell.min', { min: e.min });
    case 'max':
      return text(locale, 'dataTable.cell.max', { max: e.max });
    default:
      return text(locale, `dataTable.cell.${e.error}`);
  }
}

/** A row the rule refused: 400 with the row and each column named, and the message per column extname. */
export class RowValidationError extends Invalid {
  constructor(locale: string, rowId: number, columns: DataTableColumn[], errors: CellErrors) {
    const cells: NonNullable<DataTableRowError['cells']> = Object.fromEntries(Object.entries(errors).map(([name, e]) => [name, cellText(locale, e)]));
    const title = (name: string) => columns.find((c) => c.extname === name)?.title ?? name;
    const lead = rowId === 0 ? text(locale, 'dataTable.error.newRowNotSaved') : text(locale, 'dataTable.error.rowNotSaved', { row: rowId });
    super('invalid_row', `${lead} ${Object.entries(cells).map(([name, t]) => `${title(name)}: ${t}`).join('; ')}`, { cells });
  }
}

/** The caller may write this table: the component lets anyone, and they administer the universe. */
function mayEdit(ctx: AnalyticsContext, def: DataTableDef): boolean {
  return def.editable && ctx.isUniverseAdmin;
}

function requireEdit(ctx: AnalyticsContext, def: DataTableDef): void {
  if (!def.editable) throw new Forbidden('table_read_only', `Table "${def.tableId}" is read-only.`);
  if (!ctx.isUniverseAdmin) throw new Forbidden('cannot_edit_table', 'Only administrators of the universe change data tables.');
}

const answerRow = (def: DataTableDef, id: number, cells: StoredCells): DataTableRow => ({ id, cells: def.columns.map((c) => cells[c.extname] ?? null) });

async function countRows(ctx: AnalyticsContext, tableId: string): Promise<number> {
  const { rows } = await ctx.client.query<{ n: number }>(`select count(*)::int as n from data_table_row where survey_id = $1 and table_id = $2`, [ctx.survey.id, tableId]);
  return rows[0]!.n;
}

export async function readDataTable(ctx: AnalyticsContext, id: string, page = 1): Promise<DataTable> {
  const def = dataTableOf(ctx, id);
  const total = await countRows(ctx, def.tableId);
  const lastPage = Math.max(1, Math.ceil(total / def.pageSize));
  const shown = Math.min(page, lastPage);
  const { rows } = await ctx.client.query<{ id: number; cells: StoredCells }>(
    `select id::int as id, cells from data_table_row where survey_id = $1 and table_id = $2 order by id limit $3 offset $4`,
    [ctx.survey.id, def.tableId, def.pageSize, (shown - 1) * def.pageSize],
  );
  return {
    tableId: def.tableId,
    headers: def.columns,
    rows: rows.map((r) => answerRow(def, r.id, r.cells)),
    editable: mayEdit(ctx, def),
    paging: true,
    page: shown,
    pageSize: def.pageSize,
    total,
  };
}

/** The row of this table, locked for the change; any other id is unknown (404). */
async function findRow(ctx: AnalyticsContext, def: DataTableDef, rowId: number): Promise<void> {
  const { rows } = await ctx.client.query(`select 1 from data_table_row where id = $1 and survey_id = $2 and table_id = $3 for update`, [rowId, ctx.survey.id, def.tableId]);
  if (rows.length === 0) throw new NotFound('unknown_row', `Table "${def.tableId}" has no row ${rowId}.`);
}

export async function saveDataTableRow(ctx: AnalyticsContext, id: string, save: DataTableRowSave): Promise<DataTableRow> {
  const def = dataTableOf(ctx, id);
  requireEdit(ctx, def);
  if (save.id !== 0) await findRow(ctx, def, save.id);
  const errors = cellErrors(def.columns, save.cells);
  if (hasCellErrors(errors)) throw new RowValidationError(ctx.locale, save.id, def.columns, errors);
  const values = rowCells(def.columns, save.cells);
  const cells: StoredCells = Object.fromEntries(def.columns.flatMap((c, i) => (values[i] === null ? [] : [[c.extname, values[i]!]])));
  if (save.id === 0) {
    const { rows } = await ctx.client.query<{ id: number }>(
      `insert into data_table_row (universe_id, survey_id, table_id, cells, updated_by) values ($1, $2, $3, $4, $5) returning id::int as id`,
      [ctx.universeId, ctx.survey.id, def.tableId, cells, ctx.userId],
    );
    return answerRow(def, rows[0]!.id, cells);
  }
  await ctx.client.query(`update data_table_row set cells = $2, updated_by = $3, updated_at = now() where id = $1`, [save.id, cells, ctx.userId]);
  return answerRow(def, save.id, cells);
}

export async function deleteDataTableRow(ctx: AnalyticsContext, id: string, rowId: number): Promise<DataTableRowDeleted> {
  const def = dataTableOf(ctx, id);
  requireEdit(ctx, def);
  // Two deletes at once must not both see a second row: they take turns on the table's rows.
  await ctx.client.query(`select id from data_table_row where survey_id = $1 and table_id = $2 for update`, [ctx.survey.id, def.tableId]);
  await findRow(ctx, def, rowId);
  if ((await countRows(ctx, def.tableId)) <= 1) throw new Conflict('last_row', `The last row of table "${def.tableId}" cannot be deleted.`);
  await ctx.client.query(`delete from data_table_row where id = $1`, [rowId]);
  return { id: rowId, deleted: true };
}
