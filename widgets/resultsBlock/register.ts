import { defineWidget } from '../../engine/index.tsx';
import { resultsBlockFixtures } from './fixtures.ts';
import { ResultsBlock } from './ResultsBlock.tsx';

export const resultsBlockWidget = defineWidget({
  type: 'resultsBlock',
  version: 2,
  component: ResultsBlock,
  fixtures: resultsBlockFixtures,
});
