import { defineWidget } from '../../engine/index.tsx';
import { resultsBlockFixtures } from './fixtures.ts';
import { ResultsBlock } from './ResultsBlock.tsx';
import { resultsQuery } from './query.ts';

export const resultsBlockWidget = defineWidget({
  type: 'resultsBlock',
  version: 2,
  component: ResultsBlock,
  fixtures: resultsBlockFixtures,
  query: resultsQuery,
});
