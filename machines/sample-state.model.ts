/** The sample-state machine's test model (testing/transitionCoverage.ts): walked by its tests, played in Storybook. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { SampleEntity } from '../core/sample/rules';
import { sampleStateMachine, type SampleInput } from './sample-state.machine';
import { invokedActorEvents, type MachineModel } from './testing/transitionCoverage';

export const ACTORS = ['loadSample', 'validateOnServer', 'saveSample', 'deleteSample'] as const;
export const boom = new Error('The server said no.');

/** A sample like the server's: a contact group (name, e-mail, optional phone), the extended state, all actions configured. */
export function sample(state: number, over: Partial<SampleEntity> = {}): SampleEntity {
  const editable = (over.canEditState ?? true) && state !== 0;
  return {
    sampleId: 7,
    state,
    unitName: 'Store 1',
    unitPath: 'all,se,north,s1',
    interviewId: null,
    stateQuestion: { questionId: 'state', type: 'SingleChoice', title: 'State', value: String(state), disabled: true },
    evalPeriodQuestion: {
      questionId: 'evalPeriod',
      type: 'SingleChoice',
      title: 'Evaluation period',
      choices: [{ extname: 'next-month', title: 'Next month' }],
      value: null,
      optional: true,
      disabled: !editable,
    },
    subStateQuestion: null,
    groups: [
      {
        title: 'Contact',
        fields: [
          { questionId: 'name', type: 'text', title: 'Name', value: 'Anna', disabled: !editable },
          { questionId: 'email', type: 'Email', title: 'E-mail', value: 'anna@example.com', disabled: !editable },
          { questionId: 'phone', type: 'text', title: 'Phone', value: null, optional: true, disabled: !editable },
        ],
      },
    ],
    tableGroups: [],
    canEditState: editable,
    canCancelSamples: true,
    canPostpone: true,
    hasSampleExtendedState: true,
    showApproveButtonInState2: false,
    showApproveButtonInState3: true,
    canResendEmail: true,
    canResendSMS: true,
    isResendDisabled: state === 0 || state === 4,
    canDelete: true,
    emailQuestionId: 'email',
    smsQuestionId: 'phone',
    ...over,
  };
}

const OUTCOMES: Record<string, unknown[]> = {
  loadSample: [sample(1), sample(3), sample(0)],
  validateOnServer: [{ questionIdToMessages: {} }, { questionIdToMessages: { email: ['VALIDATE_ERROR_DUPLICATE_EMAIL'] } }],
  saveSample: [sample(2)],
  deleteSample: [{ sampleId: 7, deleted: true }],
};

const USER_EVENTS: EventObject[] = [
  { type: 'EDIT', questionId: 'email', value: 'anna@' } as EventObject,
  { type: 'EDIT', questionId: 'email', value: 'anna@example.com' } as EventObject,
  ...['APPROVE', 'CANCEL', 'UNAPPROVE', 'UPDATE', 'RESEND_EMAIL', 'RESEND_SMS', 'DELETE', 'DISMISS', 'RETRY'].map((type) => ({ type })),
  // The sample editor's state buttons: to approved, unapproved, cancelled, and a state no button leads to.
  ...[2, 3, 4, 1].map((toState) => ({ type: 'STATE_CHANGE', toState }) as EventObject),
];

function events(snapshot: AnyMachineSnapshot): EventObject[] {
  const out = [...USER_EVENTS];
  out.push(...invokedActorEvents(snapshot, (id) => OUTCOMES[id] ?? [], boom));
  return out;
}

const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.sample?.state ?? null, Object.keys(s.context.messages).sort(), s.context.answers.email ?? null, s.context.deleteUsed, s.context.saved, Boolean(s.context.error)]);

export const sampleStateModels: MachineModel[] = [
  { machine: sampleStateMachine, input: { surveyExtName: 's', sampleId: 7, isRoot: true } satisfies SampleInput, actorNames: ACTORS, events, serialize },
];
