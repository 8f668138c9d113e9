/** The report calls of spec 1 section 7 for the browser: the menu of enabled kinds, start, status and the file. */
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiUrl, type ApiClient } from './client.ts';
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
  const path = `vuejs/reports/${request.path}`;
  const answer =
    request.method === 'POST'
      ? await api.post<ReportTask>(path, request.body ?? [], { query: request.query })
      : await api.get<ReportTask>(path, { query: request.query });
  return { surveyExtName: request.surveyExtName, taskUUID: answer.taskUUID };
}

export function fetchReportStatus(api: ApiClient, task: ReportTaskRef): Promise<ReportStatusAnswer> {
  return api.get<ReportStatusAnswer>(callPath('vuejs/reports/status', task.surveyExtName, task.taskUUID));
}

/** The file name the server gave in Content-Disposition (RFC 6266 `filename*` first). */
function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches the finished file with the session token (a plain link could not send it) and hands it to the browser
 * as a download through a temporary object URL.
 */
export async function saveReportFile(authToken: string, task: ReportTaskRef & { fileName: string | null }): Promise<void> {
  const response = await fetch(apiUrl(callPath('vuejs/reports/download', task.surveyExtName, task.taskUUID)), { headers: { Authorization: authToken } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
    throw new ApiError(response.status, body?.error ?? `http_${response.status}`, body?.message ?? `The server answered ${response.status}`);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), task.fileName ?? 'report');
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; free the memory a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
