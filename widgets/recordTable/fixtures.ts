import type { WidgetFixture } from '../../engine/index.tsx';
import type { RecordTableConfig } from '../../schemas/components/recordTable/config.gen.ts';
import type { RecordTable } from '../../schemas/api/record-table.gen.ts';

/** The demo's latest store visits (server/demo/surveys/storevisit.yaml, page registers). */
export const VISITS_CONFIG: RecordTableConfig = {
  size: 12,
  title: { en: 'Latest store visits', sv: 'Senaste butiksbesöken' },
  columns: [{ extname: 'interviewDate' }, { extname: 'unit' }, { extname: 'nps' }, { extname: 'csat' }, { extname: 'comment' }, { extname: 'gender' }],
  sortBy: 'interviewDate',
  sortDesc: true,
  limit: 50,
};

export function visitsData(parts: Partial<RecordTable> = {}): RecordTable {
  return {
    headers: [
      { extname: 'interviewDate', title: 'Date', sortable: true },
      { extname: 'unit', title: 'Unit', sortable: true },
      { extname: 'nps', title: 'Likelihood to recommend', sortable: true, rightAlign: true },
      { extname: 'csat', title: 'Overall satisfaction', sortable: true, rightAlign: true },
      { extname: 'comment', title: 'What could we do better?', sortable: true },
      { extname: 'gender', title: 'Gender', sortable: true },
    ],
    rows: [
      { id: 9051, cells: ['2026-11-20', 'Luleå', 9, 5, 'Friendly staff at the checkout.', 'Female'] },
      { id: 9047, cells: ['2026-11-19', 'Umeå', 6, 3, 'Long queues on Saturday.', 'Male'] },
      { id: 9032, cells: ['2026-11-17', 'Kiruna', 10, 5, null, null] },
      { id: 9020, cells: ['2026-11-15', 'Luleå', null, 4, 'Could not find the lamps.', 'Other'] },
    ],
    sortBy: 'interviewDate',
    sortDesc: true,
    ...parts,
  };
}

export const recordTableFixtures: WidgetFixture<'recordTable'>[] = [
  { name: 'Latest store visits, newest first', config: VISITS_CONFIG, data: visitsData() },
  { name: 'No records for the selection', config: { title: { en: 'Visits' } }, data: visitsData({ rows: [] }) },
];
