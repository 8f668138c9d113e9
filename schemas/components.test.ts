import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TYPES } from './components/types.gen.ts';
import { toIssues } from '../engine/descriptor/issues.ts';
import { check, configValidator, dataValidator } from './validators.ts';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'components');

/** The 36 types of spec 2 section 2 ("Component types"), in its order, plus the static table it describes. */
const SPEC_TYPES = [
  'developmentLineChart', 'dataTable', 'benchmarkChart', 'priorityChart', 'effectChart', 'choiceLineChart', 'groupedChart', 'deltaChart',
  'variableBlock', 'variableActionBlock', 'menuBlock', 'dataUploader', 'importSetList', 'selectionBlock', 'actionOverview', 'actionPlan',
  'actionManager', 'resultsBlock', 'textAnalytics', 'feedbackOverview', 'feedbackSentiment', 'feedbackSearch', 'questionSearch',
  'gamificationOverview', 'alertList', 'sampleTable', 'rankingTable', 'globalOverview', 'indicatorBlock', 'mailTemplatesList',
  'mailCampaignsList', 'mailCampaignDetails', 'globalCampaignsList', 'globalValuesTable', 'discriminator', 'recordTable',
];

const schema = (type: string, kind: 'config' | 'data') => JSON.parse(fs.readFileSync(path.join(DIR, type, `${kind}.schema.json`), 'utf8'));
const common = JSON.parse(fs.readFileSync(path.join(DIR, 'common.schema.json'), 'utf8'));
/** A REST payload schema (schemas/api/): the component data schemas `$ref` the answer of their call. */
const api = (file: string) => JSON.parse(fs.readFileSync(path.join(DIR, '..', 'api', `${file}.schema.json`), 'utf8'));
const chartData = api('chart-data');
interface SchemaNode {
  $ref?: string;
  allOf?: SchemaNode[];
  properties?: Record<string, unknown>;
}
/** A config's properties, its own and those of the shared definitions it composes (`$ref`, `allOf` into common.schema.json). */
function configProperties(type: string): Record<string, unknown> {
  const collect = (node: SchemaNode): Record<string, unknown> => {
    const def = node.$ref ? /#\/\$defs\/(\w+)$/.exec(node.$ref)?.[1] : undefined;
    return { ...(def ? collect(common.$defs[def] as SchemaNode) : {}), ...Object.assign({}, ...(node.allOf ?? []).map(collect)), ...node.properties };
  };
  return collect(schema(type, 'config') as SchemaNode);
}

describe('component schemas', () => {
  it('cover the 36 types of the spec, and the static table', () => {
    expect(SPEC_TYPES).toHaveLength(36);
    expect([...COMPONENT_TYPES].sort()).toEqual([...SPEC_TYPES, 'staticTable'].sort());
  });

  it.each([...COMPONENT_TYPES])('%s has a config and a data schema with precompiled validators', (type) => {
    expect(schema(type, 'config').$id).toMatch(new RegExp(`/components/${type}/config\\.schema\\.json$`));
    expect(schema(type, 'data').$id).toMatch(new RegExp(`/components/${type}/data\\.schema\\.json$`));
    expect(configValidator(type)).toBeTypeOf('function');
    expect(dataValidator(type)).toBeTypeOf('function');
    // Every config takes the envelope's size and rootOnly.
    expect(configValidator(type)!({ size: 4, rootOnly: true, ...(type === 'menuBlock' ? { tabs: [{ title: { en: 'a' }, components: [] }] } : type === 'discriminator' ? { branches: [{ components: [] }] } : type === 'staticTable' ? { columns: [{ title: { en: 'a' } }], rows: [] } : type === 'dataTable' ? { columns: [{ extname: 'a', title: { en: 'a' }, type: 'text' }] } : {}) })).toBe(true);
    expect(configValidator(type)!({ size: 3 })).toBe(false);
  });

  it('give every chart type the shared chart config, closed to other settings', () => {
    const withPeriods = ['benchmarkChart', 'choiceLineChart', 'developmentLineChart'];
    for (const type of [...withPeriods, 'deltaChart', 'effectChart', 'groupedChart', 'priorityChart']) {
      // Composed directly (`$ref`) or beside settings of its own (`allOf: [{ $ref }]`, which the generated type follows).
      const config = schema(type, 'config');
      expect(config.$ref ?? config.allOf?.[0]?.$ref).toBe(`../common.schema.json#/$defs/${withPeriods.includes(type) ? 'periodChartConfig' : 'chartConfig'}`);
      expect(configValidator(type)!({ size: 6, title: { en: 'T' }, lowerY: 0, upperY: 10, stacked: true, verticalLegend: true, exportFormats: ['png'] })).toBe(true);
      expect(toIssues(check(configValidator(type)!, { colour: 'red' }))).toEqual([{ path: '/colour', message: 'is not a known property here' }]);
      const periods = toIssues(check(configValidator(type)!, { periods: ['months'], defaultPeriod: 'months' }));
      expect(periods).toEqual(withPeriods.includes(type) ? [] : [{ path: '/periods', message: 'is not a known property here' }, { path: '/defaultPeriod', message: 'is not a known property here' }]);
    }
  });

  it('use the field names of spec 2 section 3', () => {
    const tile = api('variable-block').$defs.variableTile.properties;
    expect(Object.keys(tile)).toEqual(expect.arrayContaining(['title', 'helpText', 'formattedValue', 'formattedBase', 'formattedDiff', 'formattedGoal', 'value', 'goalValue', 'minValue', 'maxValue', 'diffArrow', 'inverse', 'hideProgressBar', 'extraVariables', 'type', 'shortcutPage', 'shortcutDrillPath', 'alertMode']));
    expect(Object.keys(chartData.properties)).toEqual(['descriptors', 'series']);
    // The spec's fields, then ours: each series' scale, goal and whether lower is better, and each point's n (axes per
    // scale, goal lines, changes coloured better/worse, n in tooltips).
    expect(Object.keys(chartData.$defs.chartDescriptor.properties)).toEqual(['variable', 'title', 'color', 'scale', 'goal', 'inverse']);
    expect(Object.keys(chartData.$defs.chartSeries.properties)).toEqual(['name', 'data', 'n']);
    expect(Object.keys(configProperties('benchmarkChart'))).toEqual(expect.arrayContaining(['periods', 'customPeriods', 'chartType', 'stacked', 'lowerY', 'upperY', 'showInterviews', 'verticalLegend', 'size', 'rootOnly']));
    expect(Object.keys(api('record-table').properties)).toEqual(['headers', 'rows', 'sortBy', 'sortDesc']);
    const gamification = api('gamification-overview');
    expect(Object.keys(gamification.properties)).toEqual(['awards', 'chartData']);
    // The spec's fields, then ours: TopMarks' place among the siblings, the streak asked for, the chart's title.
    expect(Object.keys(gamification.$defs.topMarksAward.properties)).toEqual(expect.arrayContaining(['type', 'obtained', 'score']));
    expect(Object.keys(gamification.$defs.streakAward.properties)).toEqual(expect.arrayContaining(['type', 'streakType', 'obtained', 'score', 'obtainedImageURL', 'notObtainedImageURL']));
    expect(Object.keys(gamification.$defs.performanceChart.properties)).toEqual(expect.arrayContaining(['categories', 'points', 'record']));
    expect(Object.keys(api('global-overview').properties)).toEqual(expect.arrayContaining(['welcomeText', 'clickText', 'timeFilters', 'indicatorBlocks']));
    expect(Object.keys(api('global-overview').$defs.timeFilter.properties)).toEqual(['title', 'extName']);
    expect(Object.keys(schema('discriminator', 'config').properties.branches.items.properties)).toEqual(['components', 'roles', 'views']);
  });
});
