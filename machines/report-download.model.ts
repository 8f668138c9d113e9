/** The report download machine's test model (testing/transitionCoverage.ts): walked by its tests, played in Storybook. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { reportDownloadMachine, type ReportRequest } from './report-download.machine';
import { delayedEvents, invokedActorEvents, type MachineModel } from './testing/transitionCoverage';

export const REQUEST: ReportRequest = { surveyExtName: 'storevisit', path: 'rankingreport/storevisit/all' };
export const TASK = { surveyExtName: 'storevisit', taskUUID: '00000000-0000-4000-8000-000000000001' };

function events(snapshot: AnyMachineSnapshot): EventObject[] {
  const out: EventObject[] = [{ type: 'DOWNLOAD', request: REQUEST } as EventObject, { type: 'TRACK', task: TASK } as EventObject, { type: 'SAVE' }, { type: 'DISMISS' }, ...delayedEvents(snapshot)];
  const outputsOf = (id: string): unknown[] =>
    id === 'fetchStatus'
      ? [{ status: 'QUEUED', position: 1 }, { status: 'FINISHED', position: 0 }, { status: 'FAILED', position: 0, error: 'failed' }]
      : id === 'startReport'
        ? [TASK]
        : [undefined];
  return [...out, ...invokedActorEvents(snapshot, outputsOf, new Error('network down'))];
}

export const reportDownloadModels: MachineModel[] = [
  {
    machine: reportDownloadMachine,
    actorNames: ['startReport', 'fetchStatus', 'saveFile'],
    actionNames: ['notifyReady'],
    events,
    serialize: (s) => JSON.stringify([s.value, s.context.status, s.context.position, Boolean(s.context.error)]),
  },
];
