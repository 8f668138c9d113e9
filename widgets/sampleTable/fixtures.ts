import type { WidgetFixture } from '../../engine/index.tsx';
import type { SampleList, SampleRow } from '../../schemas/api/sample-list.gen.ts';

const STATE = ['Completed', 'New', 'Approved', 'Unapproved', 'Cancelled'];

const sample = (sampleId: number, name: string, state: number, eventdate: string): SampleRow => ({
  cells: [
    { value: name, formattedValue: name },
    { value: eventdate, formattedValue: eventdate },
    { value: state, formattedValue: STATE[state]! },
  ],
  sampleId,
  state,
  interviewId: state === 0 ? sampleId + 3000 : null,
  isComplete: state === 0,
  accessAllowed: true,
  drillPath: 'all,se,north,lulea',
});

/** The samples of a store as the sample list call answers them, the completed one first. */
export function storeSamples(parts: Partial<SampleList> = {}): SampleList {
  return {
    segmentedDrillPath: {
      segments: [{ path: 'all,se,north,lulea', name: 'Luleå', helpText: '', mayOpen: true, nOpenAlerts: 0, children: [] }],
      nInterviews: 3,
      trendTitle: '',
      trendDetails: '',
      nOpenAlerts: 0,
    },
    viewCompletedSamples: true,
    rankingData: {
      headers: [
        { extName: 'name', title: 'Name', type: 'text', sortable: true },
        { extName: 'eventdate', title: 'Event date', type: 'date', sortable: true },
        { extName: 'state', title: 'State', type: 'state', sortable: true },
      ],
      rows: [sample(811, 'Karin Lind', 0, '2026-11-20'), sample(810, 'Johan Ek', 1, '2026-11-19'), sample(807, 'Sara Nilsson', 2, '2026-11-17')],
      footer: null,
      rankingVar: 'eventdate',
      leafRows: true,
      totalNumberRows: 3,
    },
    sampleTable: {
      id: 'default',
      sortBy: 'eventdate',
      sortDesc: true,
      rowsPerPage: 50,
      rowsPerPageOptions: [25, 50, 100],
      sampleEditor: false,
      sampleView: null,
      useCore: true,
      mailActions: [],
      copyActions: [],
      createActions: [],
      eventSources: [],
      enableDownload: false,
    },
    ...parts,
  };
}

export const sampleTableFixtures: WidgetFixture<'sampleTable'>[] = [
  { name: 'A store’s samples, newest first', config: { size: 12, title: { en: 'Customers to follow up', sv: 'Kunder att följa upp' } }, data: storeSamples() },
  { name: 'A role that may not view completed samples', config: { size: 12 }, data: storeSamples({ viewCompletedSamples: false }) },
  { name: 'No samples for the selection', config: { size: 6 }, data: storeSamples({ rankingData: { ...storeSamples().rankingData, rows: [], totalNumberRows: 0 } }) },
];
