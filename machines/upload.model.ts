/** The upload machine's test model (testing/transitionCoverage.ts): walked by its tests, played in Storybook. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { uploadMachine, type UploadContext } from './upload.machine';
import { invokedActorEvents, type MachineModel } from './testing/transitionCoverage';
import type { ImportResult } from '../schemas/api/import-result.gen';
import type { UploadResponse } from '../schemas/api/upload-response.gen';

export const FILE = { name: 'v6framework_230831.xlsx', size: 1_234_567 };
export const UPLOADED: UploadResponse = {
  filename: FILE.name,
  uploadId: 7,
  rows: 2,
  mapping: {
    columns: [
      { title: 'Unit', variable: 'unit', mandatory: true },
      { title: 'Date', variable: 'date', mandatory: true },
      { title: 'Anything to add?', variable: 'comment', mandatory: false },
    ],
    states: [
      { name: 'Completed', value: 'completed' },
      { name: 'Not completed', value: 'incomplete' },
    ],
  },
  spreadsheet: {
    columns: [
      { idx: 0, name: 'Trust', firstRow: 'NEAS' },
      { idx: 1, name: 'Date', firstRow: '31/05/2022' },
      { idx: 2, name: 'FFT answer', firstRow: 'Kind staff' },
    ],
  },
};
export const RESULT: ImportResult = {
  ok: true,
  message: 'Imported 2 interviews.',
  importSet: {
    id: 3,
    created: '2026-01-05T10:00:00.000Z',
    user: 'Admin',
    filename: FILE.name,
    ninterviews: 2,
  },
};
function events(snapshot: AnyMachineSnapshot): EventObject[] {
  const out: EventObject[] = [
    { type: 'CHOOSE', file: FILE },
    { type: 'UPLOAD' },
    { type: 'PROGRESS', loaded: 10, total: FILE.size },
    { type: 'MAP', variable: 'unit', column: 0 },
    { type: 'MAP', variable: 'date', column: null },
    { type: 'STATE', state: 'incomplete' },
    { type: 'IMPORT' },
    { type: 'UPDATE' },
    { type: 'RESET' },
  ] as EventObject[];
  const outputsOf = (id: string): unknown[] => (id === 'uploadFile' ? [UPLOADED] : [RESULT]);
  return [...out, ...invokedActorEvents(snapshot, outputsOf, new Error('network down'))];
}

export const uploadModels: MachineModel[] = [
  {
    machine: uploadMachine,
    actorNames: ['uploadFile', 'importMapping'],
    actionNames: ['notifyImported'],
    events,
    serialize: (s) => {
      const c = s.context as UploadContext;
      return JSON.stringify([
        s.value,
        c.file !== null,
        c.upload !== null,
        Object.keys(c.fieldMapping).sort(),
        c.state,
        c.error !== null,
        c.progress.loaded > 0,
      ]);
    },
  },
];
