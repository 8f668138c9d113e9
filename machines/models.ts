/**
 * Every machine of machines/ with the models its model-based tests walk: the Storybook Machines section
 * draws, plays and lists coverage from these, and machines/coverage.test.ts proves each declared transition
 * is taken by some model. A new machine adds its `x.model.ts` here.
 */
import type { AnyStateMachine } from 'xstate';
import { actionModels } from './action.model';
import { alertModels } from './alert.model';
import { campaignModels } from './campaign.model';
import { loginModels } from './login.model';
import { reportDownloadModels } from './report-download.model';
import { sampleStateModels } from './sample-state.model';
import { tokenRefreshModels } from './token-refresh.model';
import { uploadModels } from './upload.model';
import { usernameChangeModels } from './username-change.model';
import type { MachineModel } from './testing/transitionCoverage';

export interface MachineEntry {
  /** The file in machines/ without `.machine.ts`. */
  file: string;
  machine: AnyStateMachine;
  models: readonly MachineModel[];
}

const entry = (file: string, models: readonly MachineModel[]): MachineEntry => ({ file, machine: models[0]!.machine, models });

export const MACHINES: readonly MachineEntry[] = [
  entry('action', actionModels),
  entry('alert', alertModels),
  entry('campaign', campaignModels),
  entry('login', loginModels),
  entry('report-download', reportDownloadModels),
  entry('sample-state', sampleStateModels),
  entry('token-refresh', tokenRefreshModels),
  entry('upload', uploadModels),
  entry('username-change', usernameChangeModels),
];
