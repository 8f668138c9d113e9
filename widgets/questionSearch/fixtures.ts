import type { WidgetFixture } from '../../engine/index.tsx';
import { searchResult } from '../shared/feedback/fixtures.ts';

export const questionSearchFixtures: WidgetFixture<'questionSearch'>[] = [
  { name: 'Comments per question with the download', config: { size: 12, indicator: 'nps', variable: 'gender' }, data: searchResult({}, true) },
  { name: 'Nothing matches', config: { size: 12 }, data: searchResult({ rows: [], total: 0 }, true) },
];
