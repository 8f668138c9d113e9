import type { Meta, StoryObj } from '@storybook/react-vite';
import { MACHINES } from '../machines/models';
import { MachinePlayer } from './machines/MachinePlayer';

/**
 * For QA: every machine of machines/ drawn from its own definition, playable with its side effects replaced by
 * controllable fakes, with the transitions its model-based tests take. One story per entry of MACHINES
 * (stories/machines/machines.test.tsx checks none is missing).
 */
const meta: Meta = { title: 'Machines', parameters: { layout: 'fullscreen' } };
export default meta;

function machineStory(file: string): StoryObj {
  const entry = MACHINES.find((m) => m.file === file);
  return {
    name: entry?.machine.id ?? file,
    render: () => <div style={{ padding: 16 }}>{entry ? <MachinePlayer entry={entry} /> : <p>No machine {file} in machines/models.ts.</p>}</div>,
  };
}

export const Action = machineStory('action');
export const AlertMachine = machineStory('alert');
export const Campaign = machineStory('campaign');
export const Login = machineStory('login');
export const ReportDownload = machineStory('report-download');
export const SampleState = machineStory('sample-state');
export const TokenRefresh = machineStory('token-refresh');
export const Upload = machineStory('upload');
export const UsernameChange = machineStory('username-change');
