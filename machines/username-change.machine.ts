import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './errorMessage';

/**
 * Root's change-username dialog (spec 3 sections 4, 5 and 8): while editing, a valid address that differs from
 * the current one is checked for availability 500 ms after the last keystroke (a failed check counts as
 * available); Save is possible only for a valid, changed, available address that is not being checked. A
 * successful change moves to `saved` (the dialog hides Save); a refused one stays editing with the server's message.
 *
 * Side effects are the named actors `checkAvailability` (address → available) and `changeUsername`.
 */
export const AVAILABILITY_DEBOUNCE_MS = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UsernameChangeContext {
  current: string;
  value: string;
  /** null while unknown (not checked yet, or being checked). */
  available: boolean | null;
  error: string | null;
}

/** Why the address cannot be saved, as message ids of the dialog; null when it can. */
export type UsernameProblem = 'mandatory' | 'email' | 'inUse' | 'unchanged' | null;

export function usernameProblem(c: UsernameChangeContext): UsernameProblem {
  const value = c.value.trim();
  if (!value) return 'mandatory';
  if (!EMAIL.test(value)) return 'email';
  if (value.toLowerCase() === c.current.toLowerCase()) return 'unchanged';
  if (c.available === false) return 'inUse';
  return null;
}

const needsCheck = (c: UsernameChangeContext) => {
  const p = usernameProblem(c);
  return p === null;
};

export const usernameChangeMachine = setup({
  types: {
    context: {} as UsernameChangeContext,
    input: {} as { current: string },
    events: {} as { type: 'TYPE'; value: string } | { type: 'SAVE' },
  },
  actors: {
    checkAvailability: fromPromise<boolean, { email: string }>(async () => true),
    changeUsername: fromPromise<string, { oldUsername: string; newUsername: string }>(async ({ input }) => input.newUsername),
  },
  guards: {
    needsCheck: ({ context, event }) => event.type === 'TYPE' && needsCheck({ ...context, value: event.value, available: null }),
    canSave: ({ context }) => usernameProblem(context) === null && context.available === true,
  },
  delays: { debounce: AVAILABILITY_DEBOUNCE_MS },
}).createMachine({
  id: 'usernameChange',
  context: ({ input }) => ({ current: input.current, value: input.current, available: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        TYPE: [
          { guard: 'needsCheck', target: '.waiting', reenter: true, actions: assign({ value: ({ event }) => event.value, available: null, error: null }) },
          { target: '.idle', actions: assign({ value: ({ event }) => event.value, available: null, error: null }) },
        ],
      },
      states: {
        idle: { on: { SAVE: { guard: 'canSave', target: '#usernameChange.saving' } } },
        waiting: { after: { debounce: 'checking' } },
        checking: {
          invoke: {
            id: 'checkAvailability',
            src: 'checkAvailability',
            input: ({ context }) => ({ email: context.value.trim() }),
            onDone: { target: 'idle', actions: assign({ available: ({ event }) => event.output }) },
            // A check that fails counts as available (spec 3 section 8); the server refuses a taken address anyway.
            onError: { target: 'idle', actions: assign({ available: true }) },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'changeUsername',
        src: 'changeUsername',
        input: ({ context }) => ({ oldUsername: context.current, newUsername: context.value.trim() }),
        onDone: { target: 'saved', actions: assign({ current: ({ event }) => event.output, error: null }) },
        onError: { target: 'editing.idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    saved: { type: 'final' },
  },
});
