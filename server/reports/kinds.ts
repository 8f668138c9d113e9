/**
 * The report kinds (spec 1 section 7, Reports) and the survey flag each needs (spec 1 section 3, report-enable
 * flags). A kind's name is also its URL segment under /rest/vuejs/reports/.
 */
import type { SurveyAnalytics } from '../analytics/survey-config';
import type { ReportKind } from '../../schemas/api/report-menu.gen';

/** The kinds of the report menu; the record table's (`recordtablereport`) and question search's (`commentsreport`) downloads are their components' own. */
export const REPORT_KINDS = [
  'rankingreport',
  'interviewsreport',
  'alertsreport',
  'actionsreport',
  'indicatorsreport',
  'samplesreport',
  'sampletablereport',
  'benchmarkreport',
  'benchmarkpdf',
  'interviewpdf',
] as const satisfies readonly ReportKind[];
export type { ReportKind };

/** The kinds requested with `{survey}/{path}` (a drill path with `;` filter tokens). */
export const PATH_KINDS = ['rankingreport', 'interviewsreport', 'alertsreport', 'actionsreport', 'indicatorsreport', 'samplesreport', 'benchmarkreport', 'benchmarkpdf'] as const;

/** `component`: the kind belongs to a page component, which offers it wherever it is configured. */
export type ReportFlag = 'component' | 'excelBenchmark' | 'interviews' | 'alerts' | 'actions' | 'samples' | 'indicators' | 'pdfBenchmark' | 'singleInterview';

/** `enableRankingListReport` for the ranking list, else the reportFlags entry. */
const FLAG_OF: Record<ReportKind, ReportFlag | 'enableRankingListReport'> = {
  rankingreport: 'enableRankingListReport',
  interviewsreport: 'interviews',
  alertsreport: 'alerts',
  actionsreport: 'actions',
  indicatorsreport: 'indicators',
  samplesreport: 'samples',
  sampletablereport: 'samples',
  recordtablereport: 'component',
  commentsreport: 'component',
  benchmarkreport: 'excelBenchmark',
  benchmarkpdf: 'pdfBenchmark',
  interviewpdf: 'singleInterview',
  lettersarchive: 'component',
};

export function reportEnabled(sa: SurveyAnalytics, kind: ReportKind): boolean {
  const flag = FLAG_OF[kind];
  if (flag === 'enableRankingListReport') return sa.raw.enableRankingListReport === true;
  if (flag === 'component') return true;
  const flags = (sa.raw.reportFlags ?? {}) as Partial<Record<ReportFlag, boolean>>;
  return flags[flag] === true;
}

export function formatOf(kind: ReportKind): 'xlsx' | 'pdf' {
  return kind === 'benchmarkpdf' || kind === 'interviewpdf' ? 'pdf' : 'xlsx';
}

/** What a task remembers of its request; the worker builds the file from it. */
export interface ReportParams {
  /** Drill path with `;` filter tokens (all kinds but interviewpdf). */
  path?: string;
  sampleId?: number;
  interviewId?: number;
  /** sampletablereport: the sample table configuration, its filter term and extra drill paths. */
  config?: string;
  filterTerm?: string;
  filterPaths?: string[];
  /** interviewsreport (flex interviews): the question and background names to include, in order; all when absent. */
  columns?: string[];
  /** recordtablereport, commentsreport: the component and the sort asked for (the component's own when absent); commentsreport's search is `filterTerm`. */
  component?: string;
  sortBy?: string;
  sortDesc?: boolean;
  /** lettersarchive: the letter campaign, and every letter (all) or those never downloaded. */
  campaignId?: number;
  all?: boolean;
}

/** The programs a report worker runs beside Node (the letters task joins its PDFs with poppler's pdfunite). */
export interface ReportTools {
  pdfunitePath: string;
}

export const DEFAULT_REPORT_TOOLS: ReportTools = { pdfunitePath: '/usr/bin/pdfunite' };

export interface ReportFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}
