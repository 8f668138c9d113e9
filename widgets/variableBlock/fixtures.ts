import type { WidgetFixture } from '../../engine/index.tsx';
import type { VariableTile } from '../../schemas/api/variable-block.gen.ts';

const tiles: VariableTile[] = [
  { title: 'NPS', helpText: 'Promoters minus detractors, in percent', formattedValue: '34', formattedDiff: '+3', diffArrow: 1, formattedGoal: '40', formattedBase: 'n = 1 204', value: 34, goalValue: 40, minValue: -100, maxValue: 100, target: 'TARGET1', trendValue: 31, formattedTrendValue: '31', previousPeriod: '2025-10-01 – 2025-10-31', parent: { name: 'Sverige', value: 36, formattedValue: '36' }, organisation: { name: 'Nordhem Living', value: 38, formattedValue: '38' } },
  { title: 'Satisfaction', formattedValue: '78.2', formattedDiff: '-0.6', diffArrow: 2, formattedGoal: '75', value: 78.2, goalValue: 75, minValue: 0, maxValue: 100, target: 'TARGET3', formattedTrendValue: '78.8', previousPeriod: '2025-10-01 – 2025-10-31' },
  { title: 'Recommend', formattedValue: '8.1', formattedDiff: '0.0', diffArrow: 0, value: 8.1, minValue: 0, maxValue: 10, hideProgressBar: true },
  { title: 'Waiting time', formattedValue: '4.2 min', formattedGoal: '5 min', value: 4.2, goalValue: 5, minValue: 0, maxValue: 15, inverse: true, target: 'TARGET3' },
  { title: 'Interviews', formattedValue: '1 204', type: 'rank', shortcutPage: 'start', shortcutDrillPath: 'all' },
  { title: 'Open alerts', formattedValue: '7', alertMode: true, extraVariables: [{ title: 'Overdue', formattedValue: '2' }] },
];

const chart = {
  descriptors: [{ variable: 'nps', title: 'NPS' }],
  series: ['2026-07', '2026-08', '2026-09', '2026-10'].map((name, i) => ({ name, data: [28 + i * 2] })),
};

export const variableBlockFixtures: WidgetFixture<'variableBlock'>[] = [
  {
    name: 'Key figures with charts',
    config: { size: 12, title: { en: 'Key figures', sv: 'Nyckeltal' }, expressions: ['nps', 'csi', 'recommend', 'wait', 'n', 'alerts'] },
    data: { variables: tiles },
    children: { 'chart/0': chart, 'chart/1': chart },
  },
  {
    name: 'Tiles without charts',
    config: { size: 6 },
    data: { variables: tiles.slice(0, 3) },
  },
  {
    name: 'With a root-only block',
    config: { size: 12, blocks: [{ title: { en: 'Internal' }, rootOnly: true, expressions: ['cost'] }] },
    data: { variables: tiles.slice(0, 2), blocks: [{ title: 'Internal', rootOnly: true, variables: [{ title: 'Cost per answer', formattedValue: '12.40 SEK' }] }] },
  },
];
