/**
 * A data table component as the server reads it (schemas/components/dataTable/config.schema.json): the stored table
 * it shows (tableId, else its own id), its columns in the reader's language and who may edit it.
 */
import { componentFor } from '../analytics/component-lookup';
import { localize } from '../../core/metrics/variables';
import { NotFound } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import type { DataTableColumn } from '../../schemas/api/data-table.gen';
import type { DataTableConfig } from '../../schemas/components/dataTable/config.gen';

export const DEFAULT_PAGE_SIZE = 10;

export interface DataTableDef {
  tableId: string;
  columns: DataTableColumn[];
  pageSize: number;
  /** The component lets anyone edit (editable is not false); the caller's right is checked apart. */
  editable: boolean;
}

/** The data table component `id` of the survey as the caller may reach it; another type of component is unknown (404). */
export function dataTableOf(ctx: AnalyticsContext, id: string): DataTableDef {
  const { component } = componentFor(ctx, id);
  if (component.type !== 'dataTable') throw new NotFound('unknown_component', `Survey "${ctx.survey.extName}" has no data table "${id}".`);
  // The configuration was checked against the component's schema when it was saved.
  const config = component.config as unknown as DataTableConfig;
  return {
    tableId: config.tableId ?? id,
    pageSize: config.pageSize ?? DEFAULT_PAGE_SIZE,
    editable: config.editable !== false,
    columns: (config.columns ?? []).map((c) => ({
      extname: c.extname,
      title: localize(c.title, ctx.locale) || c.extname,
      type: c.type,
      required: c.required === true,
      ...(c.min !== undefined ? { min: c.min } : {}),
      ...(c.max !== undefined ? { max: c.max } : {}),
      ...(c.maxLength !== undefined ? { maxLength: c.maxLength } : {}),
      ...(c.type === 'number' || c.type === 'integer' ? { rightAlign: true } : {}),
    })),
  };
}
