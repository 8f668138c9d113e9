import { assign, fromPromise, setup } from 'xstate';
import type { ImportResult } from '../schemas/api/import-result.gen.ts';
import type { UploadResponse } from '../schemas/api/upload-response.gen.ts';
import { messageOf } from './errorMessage';

/**
 * The data uploader (spec 3 section 4, Data upload): a file is chosen, uploaded with its progress in real bytes,
 * then mapped (a column per field, a state) and imported, or, as root, imported as an update of the earlier import
 * of the same file. A failed upload resets the progress and clears the chosen file (`failed`); a refused import
 * keeps the mapping with the server's message (the row and column it names), so it can be corrected and retried.
 *
 * Side effects are named: the actors `uploadFile` (reports progress through `onProgress`) and `importMapping`, and
 * the action `notifyImported` (the import-set list refreshes).
 */

/** What the machine needs of a chosen file: the browser's File, or a stand-in in tests. */
export interface ChosenFile {
  name: string;
  size: number;
}

export interface UploadInput<F extends ChosenFile = ChosenFile> {
  file: F;
  onProgress: (loaded: number, total: number) => void;
}

export interface ImportInput {
  uploadId: number;
  state: string;
  fieldMapping: Record<string, number>;
  update: boolean;
}

export interface UploadContext {
  file: ChosenFile | null;
  progress: { loaded: number; total: number };
  upload: UploadResponse | null;
  fieldMapping: Record<string, number>;
  state: string;
  result: ImportResult | null;
  error: string | null;
}

export type UploadEvent =
  | { type: 'CHOOSE'; file: ChosenFile }
  | { type: 'UPLOAD' }
  | { type: 'PROGRESS'; loaded: number; total: number }
  /** Map a field to a column; column null unmaps it. */
  | { type: 'MAP'; variable: string; column: number | null }
  | { type: 'STATE'; state: string }
  | { type: 'IMPORT' }
  | { type: 'UPDATE' }
  | { type: 'RESET' };

const NO_PROGRESS = { loaded: 0, total: 0 };
const EMPTY: UploadContext = {
  file: null,
  progress: NO_PROGRESS,
  upload: null,
  fieldMapping: {},
  state: '',
  result: null,
  error: null,
};

/** Columns whose header names a field (its variable or title, any case) start mapped to it. */
export function guessMapping(upload: UploadResponse): Record<string, number> {
  const out: Record<string, number> = {};
  for (const field of upload.mapping.columns) {
    const names = [field.variable.toLowerCase(), field.title.toLowerCase()];
    const column = upload.spreadsheet.columns.find((c) => names.includes(c.name.trim().toLowerCase()));
    if (column) out[field.variable] = column.idx;
  }
  return out;
}

/** Whether every mandatory field has a column. */
export function mappingComplete(upload: UploadResponse | null, fieldMapping: Record<string, number>): boolean {
  return upload !== null && upload.mapping.columns.every((f) => !f.mandatory || fieldMapping[f.variable] !== undefined);
}

const importInput = (context: UploadContext, update: boolean): ImportInput => ({
  uploadId: context.upload!.uploadId,
  state: context.state,
  fieldMapping: context.fieldMapping,
  update,
});

export const uploadMachine = setup({
  types: { context: {} as UploadContext, events: {} as UploadEvent },
  actors: {
    /** Sends the file (multipart field files), calling onProgress with the bytes sent; answers the upload response. */
    uploadFile: fromPromise<UploadResponse, UploadInput>(async () => {
      throw new Error('uploadFile is not provided');
    }),
    /** Sends the mapping (handlemapping?update=); answers the import result. */
    importMapping: fromPromise<ImportResult, ImportInput>(async () => {
      throw new Error('importMapping is not provided');
    }),
  },
  actions: {
    /** The import-set list refreshes (its query is invalidated in the app). */
    notifyImported: () => {},
  },
  guards: {
    mappingComplete: ({ context }) => mappingComplete(context.upload, context.fieldMapping),
  },
}).createMachine({
  id: 'upload',
  context: EMPTY,
  initial: 'idle',
  on: {
    CHOOSE: {
      target: '.chosen',
      actions: assign(({ event }) => ({ ...EMPTY, file: event.file })),
    },
  },
  states: {
    idle: {},
    chosen: {
      on: {
        UPLOAD: 'uploading',
        RESET: { target: 'idle', actions: assign(() => EMPTY) },
      },
    },
    uploading: {
      entry: assign(({ context }) => ({
        progress: { loaded: 0, total: context.file!.size },
      })),
      on: {
        // Choosing another file while one is sent waits: the upload answers first.
        CHOOSE: {},
        PROGRESS: {
          actions: assign(({ event }) => ({
            progress: { loaded: event.loaded, total: event.total },
          })),
        },
      },
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context, self }) => ({
          file: context.file!,
          onProgress: (loaded: number, total: number) => self.send({ type: 'PROGRESS', loaded, total }),
        }),
        onDone: {
          target: 'mapping',
          actions: assign(({ event, context }) => ({
            upload: event.output,
            progress: {
              loaded: context.progress.total,
              total: context.progress.total,
            },
            fieldMapping: guessMapping(event.output),
            state: event.output.mapping.states[0]?.value ?? '',
          })),
        },
        // A failed upload resets the progress and clears the chosen file.
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            ...EMPTY,
            error: messageOf(event.error, 'The file could not be uploaded.'),
          })),
        },
      },
    },
    mapping: {
      on: {
        MAP: {
          actions: assign(({ context, event }) => {
            const fieldMapping = { ...context.fieldMapping };
            if (event.column === null) delete fieldMapping[event.variable];
            else fieldMapping[event.variable] = event.column;
            return { fieldMapping, error: null };
          }),
        },
        STATE: { actions: assign(({ event }) => ({ state: event.state })) },
        IMPORT: { target: 'importing.adding', guard: 'mappingComplete' },
        UPDATE: { target: 'importing.updating', guard: 'mappingComplete' },
        RESET: { target: 'idle', actions: assign(() => EMPTY) },
      },
    },
    importing: {
      on: { CHOOSE: {} },
      entry: assign({ error: null }),
      initial: 'adding',
      states: {
        adding: {
          invoke: {
            id: 'importMapping',
            src: 'importMapping',
            input: ({ context }) => importInput(context, false),
            onDone: {
              target: '#upload.imported',
              actions: [assign(({ event }) => ({ result: event.output })), 'notifyImported'],
            },
            onError: {
              target: '#upload.mapping',
              actions: assign(({ event }) => ({
                error: messageOf(event.error, 'The import failed.'),
              })),
            },
          },
        },
        updating: {
          invoke: {
            id: 'importMapping',
            src: 'importMapping',
            input: ({ context }) => importInput(context, true),
            onDone: {
              target: '#upload.imported',
              actions: [assign(({ event }) => ({ result: event.output })), 'notifyImported'],
            },
            onError: {
              target: '#upload.mapping',
              actions: assign(({ event }) => ({
                error: messageOf(event.error, 'The import failed.'),
              })),
            },
          },
        },
      },
    },
    imported: {
      on: { RESET: { target: 'idle', actions: assign(() => EMPTY) } },
    },
    failed: {
      on: { RESET: { target: 'idle', actions: assign(() => EMPTY) } },
    },
  },
});
