import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TYPES } from './components/types.gen.ts';
import { configValidator, dataValidator } from './validators.ts';

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
/** A REST payload schema (schemas/api/): the component data schemas `$ref` the answer of their call. */
const api = (file: string) => JSON.parse(fs.readFileSync(path.join(DIR, '..', 'api', `${file}.schema.json`), 'utf8'));
const chartData = api('chart-data');

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
    expect(configValidator(type)!({ size: 4, rootOnly: true, ...(type === 'menuBlock' ? { tabs: [{ title: { en: 'a' }, components: [] }] } : type === 'discriminator' ? { branches: [{ components: [] }] } : type === 'staticTable' ? { columns: [{ title: { en: 'a' } }], rows: [] } : {}) })).toBe(true);
    expect(configValidator(type)!({ size: 3 })).toBe(false);
  });

  it('use the field names of spec 2 section 3', () => {
    const tile = api('variable-block').$defs.variableTile.properties;
    expect(Object.keys(tile)).toEqual(expect.arrayContaining(['title', 'helpText', 'formattedValue', 'formattedBase', 'formattedDiff', 'formattedGoal', 'value', 'goalValue', 'minValue', 'maxValue', 'diffArrow', 'inverse', 'hideProgressBar', 'extraVariables', 'type', 'shortcutPage', 'shortcutDrillPath', 'alertMode']));
    expect(Object.keys(chartData.properties)).toEqual(['descriptors', 'series']);
    expect(Object.keys(chartData.$defs.chartDescriptor.properties)).toEqual(['variable', 'title', 'color']);
    expect(Object.keys(chartData.$defs.chartSeries.properties)).toEqual(['name', 'data']);
    expect(Object.keys(schema('benchmarkChart', 'config').properties)).toEqual(expect.arrayContaining(['periods', 'customPeriods', 'chartType', 'stacked', 'lowerY', 'upperY', 'showInterviews', 'verticalLegend', 'size', 'rootOnly']));
    expect(Object.keys(schema('recordTable', 'data').properties)).toEqual(['headers', 'rows', 'sortBy', 'sortDesc']);
    expect(Object.keys(schema('gamificationOverview', 'data').properties)).toEqual(['awards', 'chartData']);
    expect(Object.keys(schema('discriminator', 'config').properties.branches.items.properties)).toEqual(['components', 'roles', 'views']);
  });
});
