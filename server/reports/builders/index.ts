/** One builder per report kind, and what is checked when the report is asked for (the worker checks again). */
import type { AnalyticsContext } from '../../survey/context';
import type { ReportFile, ReportKind, ReportParams, ReportTools } from '../kinds';
import { buildLettersArchive, checkLettersRequest } from '../../campaigns/letters';
import { reportUnit } from '../selection';
import { buildActionsReport } from './actions';
import { buildAlertsReport } from './alerts';
import { buildCommentsReport, checkCommentsRequest } from './comments';
import { buildBenchmarkExcel, buildBenchmarkPdf } from './benchmark';
import { buildIndicatorsReport } from './indicators';
import { buildInterviewPdf, findInterview } from './interview-pdf';
import { buildInterviewsReport } from './interviews';
import { buildRankingReport } from './ranking';
import { buildRecordTableReport, checkRecordTableRequest } from './records';
import { buildSamplesReport, checkSampleRequest } from './samples';

interface Builder {
  /** Throws the domain error (server/errors.ts) the caller should see (unknown unit, outside scope, unknown sample...). */
  check(ctx: AnalyticsContext, params: ReportParams): Promise<unknown>;
  build(ctx: AnalyticsContext, params: ReportParams, tools: ReportTools): Promise<ReportFile>;
  /** The build writes too (the letters task marks its letters downloaded in the same transaction). */
  writes?: boolean;
}

const drill = (build: Builder['build']): Builder => ({ check: reportUnit, build });

export const BUILDERS: Record<ReportKind, Builder> = {
  rankingreport: drill(buildRankingReport),
  interviewsreport: drill(buildInterviewsReport),
  alertsreport: drill(buildAlertsReport),
  actionsreport: drill(buildActionsReport),
  indicatorsreport: drill(buildIndicatorsReport),
  benchmarkreport: drill(buildBenchmarkExcel),
  benchmarkpdf: drill(buildBenchmarkPdf),
  samplesreport: { check: checkSampleRequest, build: buildSamplesReport },
  sampletablereport: { check: checkSampleRequest, build: buildSamplesReport },
  interviewpdf: { check: findInterview, build: buildInterviewPdf },
  recordtablereport: { check: checkRecordTableRequest, build: buildRecordTableReport },
  commentsreport: { check: checkCommentsRequest, build: buildCommentsReport },
  lettersarchive: { check: checkLettersRequest, build: buildLettersArchive, writes: true },
};
