import { assign, fromPromise, setup } from 'xstate';
import type { ReportState, ReportStatus } from '../schemas/api/report-status.gen.ts';
import { messageOf } from './errorMessage';

/**
 * A report download (spec 1 section 4, Report download): none, then downloadQueued (the status polled every
 * second, exposing the queue position), then downloadReady when the status is FINISHED ('Report ready for
 * download'), then downloadCompleted once the file is saved. A new download starts only in none or
 * downloadCompleted. Failures (refused request, failed report, unreachable server) go to `failed` with a message.
 *
 * Side effects are named: the actors `startReport`, `fetchStatus`, `saveFile` and the action `notifyReady`. The
 * waiting page tracks an existing task (TRACK) and provides a 2 s `poll` delay.
 */
export const POLL_MS = 1000;
export const PAGE_POLL_MS = 2000;

/** The status call's answer and its states, as schemas/api/report-status.schema.json defines them. */
export type ReportTaskStatus = ReportState;
export type ReportStatusAnswer = ReportStatus;

/** What to ask the server for: the call's path under vuejs/reports/ and, for POST calls, the body. */
export interface ReportRequest {
  surveyExtName: string;
  path: string;
  /** Where `path` starts: vuejs/reports unless the call lives elsewhere (the campaign letters task, lettersarchive). */
  base?: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number>;
}

export interface ReportTaskRef {
  surveyExtName: string;
  taskUUID: string;
}

export interface ReportDownloadContext {
  task: ReportTaskRef | null;
  status: ReportTaskStatus | null;
  /** 1-based place among the waiting reports; 0 once it runs. */
  position: number;
  fileName: string | null;
  error: string | null;
}

export type ReportDownloadEvent =
  | { type: 'DOWNLOAD'; request: ReportRequest }
  /** Follow a task that was started elsewhere (the waiting page's deep link). */
  | { type: 'TRACK'; task: ReportTaskRef }
  | { type: 'SAVE' }
  | { type: 'DISMISS' };

const reportMessageOf = (error: unknown) => messageOf(error, 'The report could not be made.');

const EMPTY: ReportDownloadContext = { task: null, status: null, position: 0, fileName: null, error: null };

export const reportDownloadMachine = setup({
  types: { context: {} as ReportDownloadContext, events: {} as ReportDownloadEvent },
  actors: {
    /** Asks for the report; answers the task's id. */
    startReport: fromPromise<ReportTaskRef, ReportRequest>(async () => {
      throw new Error('startReport is not provided');
    }),
    fetchStatus: fromPromise<ReportStatusAnswer, ReportTaskRef>(async () => {
      throw new Error('fetchStatus is not provided');
    }),
    /** Fetches the finished file and hands it to the browser as a download. */
    saveFile: fromPromise<void, ReportTaskRef & { fileName: string | null }>(async () => {
      throw new Error('saveFile is not provided');
    }),
  },
  actions: {
    /** The 'Report ready for download' message (a snackbar in the app). */
    notifyReady: () => {},
  },
  guards: {
    finished: ({ event }) => (event as { output?: ReportStatusAnswer }).output?.status === 'FINISHED',
    failed: ({ event }) => (event as { output?: ReportStatusAnswer }).output?.status === 'FAILED',
  },
  delays: { poll: POLL_MS },
}).createMachine({
  id: 'reportDownload',
  context: EMPTY,
  initial: 'none',
  states: {
    none: {
      on: {
        DOWNLOAD: 'requesting',
        TRACK: { target: 'downloadQueued', actions: assign(({ event }) => ({ ...EMPTY, task: event.task, status: 'QUEUED' as const })) },
      },
    },
    requesting: {
      entry: assign(() => EMPTY),
      invoke: {
        id: 'startReport',
        src: 'startReport',
        input: ({ event }) => (event as Extract<ReportDownloadEvent, { type: 'DOWNLOAD' }>).request,
        onDone: { target: 'downloadQueued', actions: assign({ task: ({ event }) => event.output, status: 'QUEUED' }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => reportMessageOf(event.error) }) },
      },
    },
    downloadQueued: {
      initial: 'checking',
      states: {
        waiting: { after: { poll: 'checking' } },
        checking: {
          invoke: {
            id: 'fetchStatus',
            src: 'fetchStatus',
            input: ({ context }) => context.task!,
            onDone: [
              {
                guard: 'finished',
                target: '#reportDownload.downloadReady',
                actions: [assign({ status: 'FINISHED', position: 0, fileName: ({ event }) => event.output.fileName ?? null }), 'notifyReady'],
              },
              {
                guard: 'failed',
                target: '#reportDownload.failed',
                actions: assign({ status: 'FAILED', position: 0, error: ({ event }) => event.output.error ?? reportMessageOf(null) }),
              },
              { target: 'waiting', actions: assign({ status: ({ event }) => event.output.status, position: ({ event }) => event.output.position }) },
            ],
            onError: { target: '#reportDownload.failed', actions: assign({ error: ({ event }) => reportMessageOf(event.error) }) },
          },
        },
      },
    },
    downloadReady: {
      on: { SAVE: 'downloading' },
    },
    downloading: {
      invoke: {
        id: 'saveFile',
        src: 'saveFile',
        input: ({ context }) => ({ ...context.task!, fileName: context.fileName }),
        onDone: 'downloadCompleted',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => reportMessageOf(event.error) }) },
      },
    },
    downloadCompleted: {
      on: { DOWNLOAD: 'requesting', SAVE: 'downloading' },
    },
    failed: {
      on: { DISMISS: { target: 'none', actions: assign(() => EMPTY) } },
    },
  },
});
