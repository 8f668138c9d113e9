/**
 * Where a ranking row leads (spec 1 section 2.5): an alert row to its alert; a row with children drills to its
 * path; a leaf row to its interview when complete, else to its sample. Nothing when access is not allowed or
 * the row names nothing to open, and nothing completed for a role that may not view completed samples (the server's
 * `viewCompletedSamples`, spec 1 section 3).
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { RankingRow } from '../../schemas/api/ranking-data.gen.ts';
import { encodeSegment } from '../session/navigation.ts';

export type RowTarget =
  | { kind: 'drill'; drillPath: string }
  | { kind: 'interview'; interviewId: number }
  | { kind: 'sample'; sampleId: number }
  | { kind: 'alert'; alertId: number };

export function rowTarget(row: RankingRow, leafRows: boolean, viewCompletedSamples: boolean): RowTarget | null {
  if (!row.accessAllowed) return null;
  if (row.alertId != null) return { kind: 'alert', alertId: row.alertId };
  if (!leafRows) return { kind: 'drill', drillPath: row.drillPath };
  if (row.isComplete && !viewCompletedSamples) return null;
  if (row.isComplete && row.interviewId != null) return { kind: 'interview', interviewId: row.interviewId };
  if (row.sampleId != null) return { kind: 'sample', sampleId: row.sampleId };
  return null;
}

/**
 * The app path of a target (the contract's routes, src/router.tsx), without the app's base path. Built
 * here rather than typed through the router because several target screens are still placeholder routes.
 */
export function targetPath(surveyExtName: string, target: RowTarget): string {
  const survey = encodeSegment(surveyExtName);
  switch (target.kind) {
    case 'drill':
      return `/ranking/${survey}/${encodeSegment(target.drillPath)}?page=1`;
    case 'interview':
      return `/interview/${survey}/${target.interviewId}`;
    case 'sample':
      return `/sample/${survey}/ranking/${target.sampleId}`;
    case 'alert':
      return `/alert/${survey}/${target.alertId}`;
  }
}

/** Opens a target in the app; a drill starts on page 1. */
export function openTarget(router: Pick<AnyRouter, 'navigate'>, surveyExtName: string, target: RowTarget): Promise<void> {
  return router.navigate({ href: targetPath(surveyExtName, target) });
}
