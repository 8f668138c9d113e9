import { defineWidget } from '../../engine/index.tsx';
import { DataTableWidget } from './DataTableWidget.tsx';
import { dataTableFixtures } from './fixtures.ts';
import { dataTableWidgetQuery } from './query.ts';

export const dataTableWidget = defineWidget({
  type: 'dataTable',
  version: 1,
  component: DataTableWidget,
  fixtures: dataTableFixtures,
  query: (ctx) => dataTableWidgetQuery(ctx),
});
