/** The alert machine's test model (testing/transitionCoverage.ts): walked by its tests, played in Storybook. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { alertMachine, type AlertEntity, type AlertEvent } from './alert.machine';
import { invokedActorEvents, type MachineModel } from './testing/transitionCoverage';

export const QUESTIONS: AlertEntity['questions'] = [
  { questionId: 'cause', type: 'choice', reasons: [1, 2, 3, 4, 5, 6].map((choiceId) => ({ choiceId })), selected: 0, value: '' },
  { questionId: 'action', type: 'Text', reasons: [], selected: 0, value: '' },
  { questionId: 'minutes', type: 'Number', reasons: [], selected: 0, value: '' },
];
export const alert = (over: Partial<AlertEntity> = {}): AlertEntity => ({ id: 7, alertState: 2, canModify: true, enableCloseAndSave: true, questions: QUESTIONS, ...over });
export const INPUT = { surveyExtName: 'storevisit', alertId: 7 };

// A small alert keeps the graph small: one choice question with one reason, one text question.
const small = alert({ questions: [QUESTIONS[0]!, QUESTIONS[1]!].map((q) => ({ ...q, reasons: q.reasons.slice(0, 1) })) });

function events(snapshot: AnyMachineSnapshot): (AlertEvent | EventObject)[] {
  const form = (snapshot.context as { form: { newComment: string; answers: Record<string, { choiceId: number; value: string }> } }).form;
  const out: (AlertEvent | EventObject)[] = [{ type: 'SAVE' }, { type: 'CLOSE_AND_SAVE' }, { type: 'CANCEL' }, { type: 'DISMISS' }, { type: 'RETRY' }];
  out.push({ type: 'SET_CLOSED', value: true }, { type: 'SET_CLOSED', value: false });
  if (!form.newComment) out.push({ type: 'SET_COMMENT', value: 'Done' });
  if (!form.answers.cause?.choiceId) out.push({ type: 'SELECT', questionId: 'cause', choiceId: 1 });
  if (!form.answers.action?.value) out.push({ type: 'SET_VALUE', questionId: 'action', value: 'Voucher' });
  out.push(...invokedActorEvents(snapshot, () => [small], new Error('failed')));
  return out;
}

export const alertModels: MachineModel[] = [
  {
    machine: alertMachine,
    input: INPUT,
    actorNames: ['loadAlert', 'saveAlert'],
    events: events as (snapshot: AnyMachineSnapshot) => EventObject[],
    serialize: (s) => {
      const c = s.context as { form: unknown; errors: object; message: unknown; saveError: unknown; loadError: unknown };
      return JSON.stringify([s.value, c.form, Object.keys(c.errors).sort(), c.message, Boolean(c.saveError), Boolean(c.loadError)]);
    },
  },
];
