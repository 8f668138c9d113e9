import type { WidgetFixture } from '../../engine/index.tsx';
import type { ImportSetList } from '../../schemas/api/import-set-list.gen.ts';

/** Two imports of the NHS Friends-and-Family-Test workbook and a small one, newest first. */
export const IMPORT_SETS: ImportSetList = [
  {
    id: 12,
    created: '2026-11-20T09:14:00.000Z',
    user: 'Anna Admin',
    filename: 'v6framework_230831.xlsx',
    ninterviews: 7908,
  },
  {
    id: 9,
    created: '2026-10-02T15:40:00.000Z',
    user: 'Root',
    filename: 'store-visits-september.xlsx',
    ninterviews: 42,
  },
];

export const importSetListFixtures: WidgetFixture<'importSetList'>[] = [
  {
    name: 'Two earlier imports',
    config: {
      size: 12,
      title: { en: 'Imported spreadsheets', sv: 'Importerade kalkylblad' },
    },
    data: IMPORT_SETS,
  },
  { name: 'Nothing imported yet', config: { size: 12 }, data: [] },
];
