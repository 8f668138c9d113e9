/** The action machine's test model (testing/transitionCoverage.ts): walked by its tests, played in Storybook. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ActionUpdateData } from '../schemas/api/action-edit-data.gen';
import { actionEditData } from './action.fixtures';
import { actionMachine, type ActionContext, type ActionInput } from './action.machine';
import { invokedActorEvents, type MachineModel } from './testing/transitionCoverage';

export const ACTORS = ['loadAction', 'saveAction', 'deleteAction'] as const;
export const INPUT: ActionInput = { surveyExtName: 'storevisit', actionId: 0, drillPath: 'all,se,north,s1' };
export const boom = new Error('Action 7 is closed and can no longer change.');

export const data = actionEditData;
export const open = (over: Partial<ActionUpdateData> = {}) => data({ id: 7, extname: 'nps', expression: 'nps', goal: 40, responsible: 'Anna', comments: 'Started', ...over });

const OUTCOMES: Record<string, unknown[]> = {
  // A new action, a suggestion, an open one, a closed one the user may still delete.
  loadAction: [data(), data({ suggestion: true, extname: 'nps', expression: 'nps', goal: 35 }), open(), open({ id: 8, state: 2 })],
  saveAction: [open({ id: 12 })],
  deleteAction: [{ id: 7, deleted: true }],
};

function events(snapshot: AnyMachineSnapshot): EventObject[] {
  const form = (snapshot.context as ActionContext).form;
  const out: EventObject[] = ['SAVE', 'DELETE', 'CONFIRM_DELETE', 'CANCEL_DELETE', 'DISMISS', 'RETRY'].map((type) => ({ type }));
  if (form.extname === '') out.push({ type: 'SELECT_ITEM', extname: 'nps' } as EventObject);
  if (form.extname === 'nps') out.push({ type: 'SELECT_ITEM', extname: 'wait' } as EventObject);
  if (form.goal !== '') out.push({ type: 'EDIT', field: 'goal', value: '' } as EventObject);
  if (form.goal !== '42') out.push({ type: 'EDIT', field: 'goal', value: '42' } as EventObject);
  out.push(...invokedActorEvents(snapshot, (id) => OUTCOMES[id] ?? [], boom));
  return out;
}

const serialize = (s: AnyMachineSnapshot) => {
  const c = s.context as ActionContext;
  const u = c.data?.updateData;
  return JSON.stringify([s.value, u ? [u.id, u.state, u.canEdit, u.suggestion] : null, c.form.extname, c.form.goal, Object.keys(c.errors).sort(), c.message, Boolean(c.error)]);
};

export const actionModels: MachineModel[] = [{ machine: actionMachine, input: INPUT, actorNames: ACTORS, events, serialize }];
