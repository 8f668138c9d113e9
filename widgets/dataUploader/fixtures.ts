import type { WidgetFixture } from '../../engine/index.tsx';
import { IMPORT_SETS } from '../importSetList/fixtures.ts';

export const dataUploaderFixtures: WidgetFixture<'dataUploader'>[] = [
  {
    name: 'Earlier imports below the file picker',
    config: {
      size: 12,
      title: { en: 'Import interviews', sv: 'Importera intervjuer' },
    },
    data: IMPORT_SETS,
  },
  { name: 'Nothing imported yet', config: { size: 12 }, data: [] },
  {
    name: 'Without the state choice',
    config: { size: 12, stateChoice: false },
    data: IMPORT_SETS.slice(0, 1),
  },
];
