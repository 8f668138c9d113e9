/**
 * Where a row of a sample table leads (spec 1 section 2.6), for the sample list screen and the sampleTable page
 * component alike: a completed interview to the interview page unless the table names its own sample view, anything
 * else to the sample page. Nothing the server puts out of reach, and nothing completed for a role that may not view
 * completed samples (the list answer's `viewCompletedSamples`, spec 1 section 3).
 */
import type { SampleRow } from '../../api/sampleList.ts';
import { interviewHref, sampleHref } from './links.ts';

export interface SampleRowRules {
  viewCompletedSamples: boolean;
  /** The table's own sample view (its configuration's `sampleView`). */
  sampleView?: string | null;
}

export function sampleRowHref(surveyExtName: string, row: SampleRow, rules: SampleRowRules): string | null {
  if (!row.accessAllowed) return null;
  if (row.isComplete && !rules.viewCompletedSamples) return null;
  if (row.isComplete && row.interviewId !== null && !rules.sampleView) return interviewHref(surveyExtName, row.interviewId);
  return sampleHref(surveyExtName, row.sampleId);
}
