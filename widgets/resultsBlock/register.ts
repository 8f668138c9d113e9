import { registerWidget } from '../../engine/index.tsx';
import { resultsQuery } from './query.ts';
import { resultsBlockFixtures } from './fixtures.ts';
import { ResultsBlock } from './ResultsBlock.tsx';

registerWidget({ type: 'resultsBlock', version: 2, component: ResultsBlock, fixtures: resultsBlockFixtures, query: resultsQuery });
