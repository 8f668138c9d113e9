import type { WidgetFixture } from '../../engine/index.tsx';
import { searchResult } from '../shared/feedback/fixtures.ts';

export const feedbackSearchFixtures: WidgetFixture<'feedbackSearch'>[] = [
  { name: 'Comments with matched words, one with markup shown as text', config: { size: 12, indicator: 'nps', variable: 'gender' }, data: searchResult() },
  { name: 'Nothing matches', config: { size: 12 }, data: searchResult({ rows: [], total: 0 }) },
];
