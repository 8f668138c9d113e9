import type { WidgetFixture } from '../../engine/index.tsx';
import type { DataTableConfig } from '../../schemas/components/dataTable/config.gen.ts';
import type { DataTable } from '../../schemas/api/data-table.gen.ts';

/** The demo's campaign plan (server/demo/surveys/storevisit.yaml, page registers), as configured and as answered. */
export const PLAN_CONFIG: DataTableConfig = {
  size: 12,
  title: { en: 'Campaign plan', sv: 'Kampanjplan' },
  tableId: 'campaignPlan',
  pageSize: 5,
  columns: [
    { extname: 'campaign', type: 'text', required: true, maxLength: 60, title: { en: 'Campaign', sv: 'Kampanj' } },
    { extname: 'store', type: 'text', required: true, maxLength: 60, title: { en: 'Store', sv: 'Butik' } },
    { extname: 'startDate', type: 'date', required: true, title: { en: 'Start date', sv: 'Startdatum' } },
    { extname: 'budget', type: 'integer', min: 0, max: 1000000, title: { en: 'Budget (EUR)', sv: 'Budget (EUR)' } },
    { extname: 'approved', type: 'boolean', title: { en: 'Approved', sv: 'Godkänd' } },
  ],
};

export function planData(parts: Partial<DataTable> = {}): DataTable {
  return {
    tableId: 'campaignPlan',
    headers: [
      { extname: 'campaign', title: 'Campaign', type: 'text', required: true, maxLength: 60 },
      { extname: 'store', title: 'Store', type: 'text', required: true, maxLength: 60 },
      { extname: 'startDate', title: 'Start date', type: 'date', required: true },
      { extname: 'budget', title: 'Budget (EUR)', type: 'integer', required: false, min: 0, max: 1000000, rightAlign: true },
      { extname: 'approved', title: 'Approved', type: 'boolean', required: false },
    ],
    rows: [
      { id: 1, cells: ['Spring kitchen week', 'Luleå', '2026-03-02', 12000, true] },
      { id: 2, cells: ['Spring kitchen week', 'Umeå', '2026-03-02', 10000, true] },
      { id: 3, cells: ['Garden furniture', 'Sundsvall', '2026-04-13', 15000, true] },
      { id: 4, cells: ['Garden furniture', 'Malmö', '2026-04-13', null, false] },
      { id: 5, cells: ['Textile days', 'Göteborg', '2026-05-04', 8000, true] },
    ],
    editable: true,
    paging: true,
    page: 1,
    pageSize: 5,
    total: 12,
    ...parts,
  };
}

export const dataTableFixtures: WidgetFixture<'dataTable'>[] = [
  { name: 'Campaign plan, first of three pages, editable', config: PLAN_CONFIG, data: planData() },
  { name: 'Read only (not an administrator)', config: PLAN_CONFIG, data: planData({ editable: false }) },
  {
    name: 'One row left: delete disabled',
    config: PLAN_CONFIG,
    data: planData({ rows: [{ id: 7, cells: ['Summer lights', 'Bergen', '2026-06-01', 6000, true] }], total: 1 }),
  },
];
