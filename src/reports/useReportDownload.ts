/** The report-download machine with the app's actors: the session's API client, its token and the ready notice. */
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../api/client.ts';
import { useSession } from '../auth/context.ts';
import {
  PAGE_POLL_MS,
  reportDownloadMachine,
  type ReportRequest,
  type ReportStatusAnswer,
  type ReportTaskRef,
} from '../../machines/report-download.machine.ts';
import { fetchReportStatus, saveReportFile, startReport } from '../api/reports.ts';

function appMachine(api: ApiClient, authToken: string, onReady: () => void, pagePolling: boolean) {
  return reportDownloadMachine.provide({
    actors: {
      startReport: fromPromise<ReportTaskRef, ReportRequest>(({ input }) => startReport(api, input)),
      fetchStatus: fromPromise<ReportStatusAnswer, ReportTaskRef>(({ input }) => fetchReportStatus(api, input)),
      saveFile: fromPromise<void, ReportTaskRef & { fileName: string | null }>(({ input }) => saveReportFile(authToken, input)),
    },
    actions: { notifyReady: () => onReady() },
    ...(pagePolling ? { delays: { poll: PAGE_POLL_MS } } : {}),
  });
}

/**
 * One machine per mount. The API client and the session token do not change within a signed-in session (a new
 * sign-in remounts the signed-in frame), and `onReady` should be a state setter, so capturing them once is right.
 */
export function useReportDownload(opts: { onReady?: () => void; pagePolling?: boolean } = {}) {
  const { api, authToken } = useSession();
  const [machine] = useState(() => appMachine(api, authToken, opts.onReady ?? (() => {}), opts.pagePolling ?? false));
  return useMachine(machine);
}
