import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureEngine, type FetchJson } from '../../../engine/index.tsx';
import type { ActionEditData, ActionUpdateData } from '../../../schemas/api/action-edit-data.gen.ts';
import { storyRegistry } from '../../../stories/support/storyRegistry.ts';
import { ActionDialog } from './ActionDialog.tsx';

/** The action edit dialog against a pretend server: a new action, an open one, a closed one, and a save that fails. */
const meta: Meta = { title: 'Shared/ActionDialog' };
export default meta;

const PATH = 'all,se,north,s1';

function edit(update: Partial<ActionUpdateData>): ActionEditData {
  return {
    actionableItems: [
      { title: 'Recommendation (NPS)', expression: 'nps', extname: 'nps', goalMin: -100, goalMax: 100 },
      { title: 'Waiting time', expression: 'wait', extname: 'wait' },
    ],
    updateData: {
      id: 0,
      path: PATH,
      suggestion: false,
      canEdit: true,
      extname: '',
      expression: '',
      responsible: '',
      comments: '',
      commentsList: [],
      state: 0,
      goal: null,
      periodStartDate: '2025-03-01',
      deadline: '2025-05-31',
      period: 'March 1 – May 31, 2025',
      ...update,
    },
  };
}

const saved = (update: Partial<ActionUpdateData> = {}) =>
  edit({
    id: 7,
    extname: 'nps',
    expression: 'nps',
    goal: 40,
    responsible: 'Anna',
    comments: 'Greeting at the door started',
    commentsList: [
      { updated: '2025-03-02T09:15:00Z', formattedScore: '31.50', formattedGoal: '40.00', username: 'anna', message: 'Greeting at the door started' },
      { updated: '2025-03-01T08:00:00Z', formattedScore: '28.00', formattedGoal: '35.00', username: 'erik', message: 'Action written' },
    ],
    ...update,
  });

const chart = {
  chart: { descriptors: [{ variable: 'nps', title: 'Recommendation (NPS)', goal: 40, scale: { min: -100, max: 100 } }], series: ['2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05'].map((name, i) => ({ name, data: [26 + i * 1.4], n: [80 + i] })) },
  goal: 40,
  period: { from: '2025-03-01', to: '2025-05-31' },
  periodStartLabel: '2025-03',
  deadlineLabel: '2025-05',
};
const value = { value: 35.2, formattedValue: '35.20', n: 164, period: { from: '2025-03-01', to: '2025-04-15' }, periodText: 'March 1 – April 15, 2025' };

/** The server's calls by name; a save answers the action as sent, or fails when `saveFails`. */
function server(action: ActionEditData, saveFails = false): FetchJson {
  return async (_method, path, body) => {
    const name = path.replace(/^\/rest\//, '').split('/')[2]!.split('?')[0];
    if (name === 'getaction') return action;
    if (name === 'actionchart') return chart;
    if (name === 'getactionvalue') return value;
    if (name === 'deleteaction') return { id: action.updateData.id, deleted: true };
    if (name === 'updateaction') {
      if (saveFails) throw new Error('Action 7 is closed and can no longer change.');
      const sent = body as ActionUpdateData;
      return saved({ ...sent, id: sent.id || 12, comments: sent.comments || action.updateData.comments });
    }
    throw new Error(`No story answer for ${path}`);
  };
}

function story(action: ActionEditData, options: { item?: string; saveFails?: boolean } = {}): StoryObj {
  return {
    render: () => (
      <FixtureEngine registry={storyRegistry} fetchJson={server(action, options.saveFails)}>
        <ActionDialog surveyExtName="demo" drillPath={PATH} actionId={action.updateData.id} item={options.item} onClose={() => undefined} />
      </FixtureEngine>
    ),
  };
}

export const NewAction = story(edit({}));
export const Suggestion = story(edit({ suggestion: true, extname: 'nps', expression: 'nps', goal: 35 }), { item: 'nps' });
export const OpenAction = story(saved());
export const Completed = story(saved({ state: 1 }));
export const NotAllowed = story(saved({ canEdit: false }));
export const SaveFails = story(saved(), { saveFails: true });
