/** The report calls of spec 1 section 7 for the browser: the menu of enabled kinds, start, status and the file. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { saveFile } from './downloads.ts';
import { callPath } from './path.ts';
import type { ReportKind, ReportMenu } from '../../schemas/api/report-menu.gen.ts';
import type { ReportTask } from '../../schemas/api/report-task.gen.ts';
import type { ReportRequest, ReportStatusAnswer, ReportTaskRef } from '../../machines/report-download.machine.ts';

export type { ReportKind };

/** The kinds the survey's report flags enable: GET vuejs/reports/menu/{survey}. */
export function reportMenuQuery(api: ApiClient, surveyExtName: string) {
  return queryOptions({
    queryKey: ['report-menu', surveyExtName],
    queryFn: ({ signal }) => api.get<ReportMenu>(callPath('vuejs/reports/menu', surveyExtName), { signal }),
    staleTime: 5 * 60_000,
  });
}

export async function startReport(api: ApiClient, request: ReportRequest): Promise<ReportTaskRef> {
  const path = `${request.base ?? 'vuejs/reports'}/${request.path}`;
  const answer =
    request.method === 'POST'
      ? await api.post<ReportTask>(path, request.body ?? [], { query: request.query })
      : await api.get<ReportTask>(path, { query: request.query });
  return { surveyExtName: request.surveyExtName, taskUUID: answer.taskUUID };
}

export function fetchReportStatus(api: ApiClient, task: ReportTaskRef): Promise<ReportStatusAnswer> {
  return api.get<ReportStatusAnswer>(callPath('vuejs/reports/status', task.surveyExtName, task.taskUUID));
}

/**
 * Fetches the finished file with the session token (a plain link could not send it) and hands it to the browser
 * as a download.
 */
export function saveReportFile(authToken: string, task: ReportTaskRef & { fileName: string | null }): Promise<void> {
  return saveFile(authToken, callPath('vuejs/reports/download', task.surveyExtName, task.taskUUID), task.fileName ?? 'report');
}
