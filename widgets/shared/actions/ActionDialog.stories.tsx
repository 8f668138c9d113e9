import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureEngine, type FetchJson } from '../../../engine/index.tsx';
import type { ActionEditData, ActionUpdateData } from '../../../schemas/api/action-edit-data.gen.ts';
import { ACTION_PATH, ACTION_VALUE, actionChartData, actionEditData, savedActionData } from './fixtures.ts';
import { storyRegistry } from '../../../stories/support/storyRegistry.ts';
import { ActionDialog } from './ActionDialog.tsx';

/** The action edit dialog against a pretend server: a new action, an open one, a closed one, and a save that fails. */
const meta: Meta = { title: 'Shared/ActionDialog' };
export default meta;

const value = ACTION_VALUE;
const chart = actionChartData();
const edit = actionEditData;
const saved = savedActionData;
const PATH = ACTION_PATH;

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
