import type { WidgetFixture } from '../../engine/index.tsx';
import type { RankingData, RankingRow } from '../../schemas/api/ranking-data.gen.ts';

const headers = [
  { extName: 'name', title: 'Name', type: 'text', sortable: true },
  { extName: 'nps', title: 'NPS', type: 'nps', sortable: true },
  { extName: 'csat', title: 'Satisfaction', type: 'mean', sortable: true },
  { extName: 'interviews', title: 'Interviews', type: 'count', sortable: true },
];

const unit = (name: string, nps: number | null, csat: number | null, n: number, target: number | null): RankingRow => ({
  cells: [
    { value: name, formattedValue: name },
    { value: nps, formattedValue: nps === null ? '–' : nps.toFixed(1), target },
    { value: csat, formattedValue: csat === null ? '–' : csat.toFixed(2) },
    { value: n, formattedValue: String(n) },
  ],
  rankTarget: target,
  interviewId: null,
  sampleId: null,
  isComplete: true,
  alertId: null,
  accessAllowed: true,
  drillPath: `all,se,${name.toLowerCase().replace(/\W+/g, '')}`,
  detailsVariables: [],
});

const regions: RankingData = {
  headers,
  // Places by NPS now and in the previous period: Mitt held 1st, Syd rose from 3rd, Norr fell from 2nd, Väst has none.
  rows: [
    { ...unit('Mitt', 41.2, 4.31, 812, 3), rank: 1, previousRank: 1 },
    { ...unit('Syd', 33.9, 4.12, 640, 2), rank: 2, previousRank: 3 },
    { ...unit('Norr', 18.4, 3.88, 402, 0), rank: 3, previousRank: 2 },
    { ...unit('Väst', null, null, 0, null), rank: null, previousRank: null },
  ],
  footer: unit('Sverige', 33.1, 4.14, 1854, 2),
  rankingVar: 'nps',
  leafRows: false,
  totalNumberRows: 4,
  viewCompletedSamples: true,
  segmentedDrillPath: {
    segments: [{ path: 'all,se', name: 'Sverige', helpText: '', mayOpen: true, nOpenAlerts: 1, children: [] }],
    nInterviews: 1854,
    trendTitle: '',
    trendDetails: '',
    nOpenAlerts: 1,
  },
};

const interview = (id: number, nps: number, complete: boolean, alertId: number | null): RankingRow => ({
  cells: [
    { value: id, formattedValue: `#${id}` },
    { value: nps, formattedValue: String(nps) },
    { value: null, formattedValue: '–' },
    { value: 1, formattedValue: '1' },
  ],
  rankTarget: null,
  interviewId: id,
  sampleId: id + 5000,
  isComplete: complete,
  alertId,
  accessAllowed: true,
  drillPath: 'all,se,north,lulea',
  detailsVariables: ['nps'],
});

export const rankingTableFixtures: WidgetFixture<'rankingTable'>[] = [
  {
    name: 'Regions ranked by NPS, goal colours and a total',
    config: { size: 12, title: { en: 'Regions', sv: 'Regioner' }, sortBy: 'nps', sortDesc: true },
    data: regions,
  },
  {
    name: 'A store’s interviews (leaf), more than one page',
    config: { size: 12, rankingConfig: 'default' },
    data: { ...regions, rows: [interview(1201, 10, true, null), interview(1188, 3, true, 77), interview(1150, 8, false, null)], footer: null, leafRows: true, totalNumberRows: 128 },
  },
];
