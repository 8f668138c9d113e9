/**
 * The sample list calls' schemas (issue 6), listed once here and spread into apiSchemas in index.ts; and their
 * TypeScript shapes, shared by the server that builds the answer and the screen that reads it.
 */
import SampleList from './sample-list.schema.json' with { type: 'json' };
import SampleListBody from './sample-list-body.schema.json' with { type: 'json' };
import SampleCount from './sample-count.schema.json' with { type: 'json' };

export const samplesListSchemas = [SampleList, SampleListBody, SampleCount];

export type LocalizedTitle = Record<string, string> | string;

export interface SampleAction {
  extname: string;
  title: LocalizedTitle;
}

/** A sample table configuration with the spec's defaults filled in (`sampleTable` of SampleList). */
export interface SampleTableSettings {
  id: string;
  sortBy: string;
  sortDesc: boolean;
  rowsPerPage: number;
  rowsPerPageOptions: number[];
  sampleEditor: boolean;
  sampleView: string | null;
  useCore: boolean;
  mailActions: SampleAction[];
  copyActions: SampleAction[];
  createActions: SampleAction[];
  eventSources: unknown[];
  enableDownload: boolean;
}

export interface SampleRow {
  cells: { value: number | string | null; formattedValue: string }[];
  sampleId: number;
  /** 0 completed, 1 new, 2 approved, 3 unapproved, 4 cancelled. */
  state: number;
  interviewId: number | null;
  isComplete: boolean;
  accessAllowed: boolean;
  /** The sample's unit. */
  drillPath: string;
}

export interface SamplePage {
  headers: { extName: string; title: string; type: string; sortable: boolean }[];
  rows: SampleRow[];
  footer: null;
  /** The column the page is sorted by. */
  rankingVar: string;
  leafRows: boolean;
  totalNumberRows: number;
}

export interface SampleListAnswer {
  segmentedDrillPath: unknown;
  rankingData: SamplePage;
  viewCompletedSamples: boolean;
  sampleTable: SampleTableSettings;
}
