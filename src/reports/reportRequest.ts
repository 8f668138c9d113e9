/** Which call a report menu entry makes on the current screen (its route parameters). */
import { encodeSegment } from '../session/navigation.ts';
import type { ReportRequest } from '../../machines/report-download.machine.ts';
import type { ReportKind } from '../api/reports.ts';

export interface RouteParams {
  surveyExtName?: string;
  drillPath?: string;
  interviewId?: string;
  sampleId?: string;
}

/** The call for a kind on the current screen, or null when the screen has nothing it applies to. */
export function reportRequest(kind: ReportKind, survey: string, route: RouteParams & { onSampleList: boolean; drillPath: string }): ReportRequest | null {
  const s = encodeURIComponent(survey);
  const path = encodeSegment(route.drillPath);
  switch (kind) {
    case 'interviewpdf':
      return route.interviewId && /^\d+$/.test(route.interviewId) ? { surveyExtName: survey, path: `interviewpdf/${s}/${route.interviewId}` } : null;
    case 'recordtablereport':
    case 'commentsreport':
      // The record table's and question search's own download buttons ask for them (widgets/), never the report menu.
      return null;
    case 'sampletablereport':
      return route.onSampleList ? { surveyExtName: survey, path: `sampletablereport/${s}/default/${path}`, method: 'POST', body: [] } : null;
    case 'samplesreport':
      return {
        surveyExtName: survey,
        path: `samplesreport/${s}/${path}`,
        ...(route.sampleId && /^\d+$/.test(route.sampleId) ? { query: { sampleId: Number(route.sampleId) } } : {}),
      };
    default:
      return { surveyExtName: survey, path: `${kind}/${s}/${path}` };
  }
}
