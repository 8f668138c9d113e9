import type { WidgetFixture } from '../../engine/index.tsx';
import type { AlertList, AlertListRow } from '../../schemas/api/alert-list.gen.ts';

const row = (id: number, state: number, parts: Partial<AlertListRow> = {}): AlertListRow => ({
  id,
  interviewId: id + 4000,
  state,
  stateText: state === 2 ? 'Open' : state === 6 ? 'Processing' : 'Closed',
  created: '2026-11-10T08:00:00Z',
  closed: state === 3 ? '2026-11-14T08:00:00Z' : null,
  interviewDate: '2026-11-09T17:30:00Z',
  unit: 'Luleå',
  unitPath: 'all,se,north,lulea',
  score: 3,
  comment: 'Nobody at the checkout for ten minutes.',
  ageDays: 12,
  overdue: state !== 3,
  owner: null,
  ...parts,
});

/** The alerts of the demo's northern region as the alert list call answers them (columns of storevisit.yaml). */
export function northAlerts(parts: Partial<AlertList> = {}): AlertList {
  return {
    total: 3,
    from: 0,
    to: 50,
    sortBy: 'createdAt',
    sortDesc: true,
    rowsPerPage: 50,
    columns: ['id', 'state', 'age', 'owner', 'createdAt', 'unit', 'score', 'comment'],
    scoreTitle: 'Likelihood to recommend',
    rows: [
      row(412, 2),
      row(409, 6, { unit: 'Umeå', unitPath: 'all,se,north,umea', score: 5, comment: 'Lamps out of stock again.', ageDays: 4, overdue: false, owner: 'Anna Berg' }),
      row(377, 3, { unit: 'Kiruna', unitPath: 'all,se,north,kiruna', score: null, comment: null, ageDays: 30, owner: 'Anna Berg' }),
    ],
    state: null,
    stateCounts: [
      { state: 2, n: 1 },
      { state: 6, n: 1 },
      { state: 3, n: 1 },
    ],
    deadlineDays: 7,
    segmentedDrillPath: {
      segments: [{ path: 'all,se,north', name: 'Norr', helpText: '', mayOpen: true, nOpenAlerts: 2, children: [] }],
      nInterviews: 402,
      trendTitle: '',
      trendDetails: '',
      nOpenAlerts: 2,
    },
    page: null,
    ...parts,
  };
}

export const alertListFixtures: WidgetFixture<'alertList'>[] = [
  { name: 'Open, processing and closed alerts of a region', config: { size: 12, title: { en: 'Alerts in the region', sv: 'Larm i regionen' }, sortBy: 'createdAt', sortDesc: true }, data: northAlerts() },
  { name: 'No alerts for the selection', config: { size: 6 }, data: northAlerts({ total: 0, rows: [], stateCounts: [], segmentedDrillPath: { ...northAlerts().segmentedDrillPath, nOpenAlerts: 0 } }) },
];
