import { describe, expect, it } from 'vitest';
import { pageIssues } from './validate.ts';
import { checkDescriptorText } from './yamlSource.ts';

const check = (text: string) => checkDescriptorText(text, (v) => pageIssues(v));

describe('checking a descriptor as typed in the playground', () => {
  it('names the path and the line of each error, YAML or JSON', () => {
    const yaml = ['extname: start', 'title: { en: Start }', 'components:', '  - type: variableBlock', '    id: kpi', '    config: { size: 5 }', '  - type: pieChart', '    id: pie', '    config: {}'].join('\n');
    expect(check(yaml).issues).toEqual([
      { path: '/components/0/config/size', message: 'must be one of 2, 4, 6, 8, 12', line: 6 },
      { path: '/components/1/type', message: 'Unknown component: pieChart', line: 7 },
    ]);
    const json = JSON.stringify({ extname: 'start', title: { en: 'Start' }, components: [{ type: 'staticTable', id: 't', config: { columns: [], rows: [], colour: 'red' } }] }, null, 2);
    expect(check(json).issues).toEqual([
      { path: '/components/0/config/colour', message: 'is not a known property here', line: 13 },
      { path: '/components/0/config/columns', message: 'must NOT have fewer than 1 items', line: 11 },
    ]);
  });

  it('reports a syntax error with its line and no value', () => {
    const result = check('extname: start\ntitle: [unclosed\n');
    expect(result.value).toBeUndefined();
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]!.message).toMatch(/^YAML line 3/);
  });

  it('gives the value of a valid descriptor and no issues', () => {
    expect(check('extname: start\ntitle: { en: Start }\ncomponents: []\n')).toEqual({ value: { extname: 'start', title: { en: 'Start' }, components: [] }, issues: [] });
  });
});
