/** The login machine's test model (testing/transitionCoverage.ts): walked by its tests, played in Storybook. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { loginMachine, type LoginInput } from './login.machine';
import { delayedEvents, invokedActorEvents, type MachineModel } from './testing/transitionCoverage';

export const ACTORS = ['resumeSession', 'authenticate', 'validateKeycloak', 'changeUniverse', 'impersonate', 'pollIdentity', 'logout'] as const;
export const answer = (loginStatus: number) => ({ loginStatus, authToken: `token-${loginStatus}`, ...(loginStatus === 8 ? { loadStatus: 40 } : {}) });
const ALL_STATUSES = [0, 1, 5, 6, 7, 8, 9, 42 /* not a status: the answer is unreadable */];
const boom = new Error('The server said no.');

/** What each side effect may answer in the model. */
const OUTCOMES: Record<string, unknown[]> = {
  resumeSession: [null, ...ALL_STATUSES.map(answer)],
  authenticate: [null, { accessToken: 'access', idToken: 'id' }],
  validateKeycloak: ALL_STATUSES.map(answer),
  // The server could answer any status to these too; the machine must go where the status says.
  changeUniverse: ALL_STATUSES.map(answer),
  impersonate: ALL_STATUSES.map(answer),
  pollIdentity: ALL_STATUSES.map(answer),
  logout: [undefined],
};

function events(snapshot: AnyMachineSnapshot): EventObject[] {
  const out: EventObject[] = [
    { type: 'SELECT_UNIVERSE', universe: 'demo' } as EventObject,
    { type: 'ACT_AS', universe: 'demo', user: 'user' } as EventObject,
    { type: 'RETRY' },
    { type: 'DIFFERENT_USER' },
    { type: 'LOGOUT' },
    ...delayedEvents(snapshot),
  ];
  out.push(...invokedActorEvents(snapshot, (id) => OUTCOMES[id] ?? [], boom));
  return out;
}

const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.answer?.loginStatus ?? null, Boolean(s.context.actAsError), Boolean(s.context.choiceError)]);

const model = { machine: loginMachine, actorNames: ACTORS, events, serialize };

export const loginModels: MachineModel[] = [
  { ...model, input: {} satisfies LoginInput },
  // `change` only matters when a kept session is resumed: walk those edges for it.
  { ...model, input: { change: true } satisfies LoginInput, variant: 'changing universe', keep: (c) => c.description.startsWith('"resuming"') },
];
