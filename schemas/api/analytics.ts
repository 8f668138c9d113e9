/** The analytics calls' response schemas (issue 3), listed once here and spread into apiSchemas in index.ts. */
import SegmentedPath from './segmented-path.schema.json' with { type: 'json' };
import RankingData from './ranking-data.schema.json' with { type: 'json' };
import RankingSuggestions from './ranking-suggestions.schema.json' with { type: 'json' };
import VariableBlock from './variable-block.schema.json' with { type: 'json' };
import ChartData from './chart-data.schema.json' with { type: 'json' };
import VariableChart from './variable-chart.schema.json' with { type: 'json' };
import ResultsSummary from './results-summary.schema.json' with { type: 'json' };
import FilterList from './filter-list.schema.json' with { type: 'json' };
import FilterQuery from './filter-query.schema.json' with { type: 'json' };

export const analyticsSchemas = [SegmentedPath, RankingData, RankingSuggestions, VariableBlock, ChartData, VariableChart, ResultsSummary, FilterList, FilterQuery];
