import { assign, fromPromise, setup } from 'xstate';

/**
 * Keeps the identity service's token fresh (spec 1 section 4): every 10 s it asks for a token valid
 * at least 60 s more; on failure the token is cleared (and the failure logged) and refreshing stops.
 * Side effects are named: the `refresh` actor and the `clearToken` / `logFailure` actions.
 */
export const REFRESH_EVERY_MS = 10_000;
export const MIN_VALIDITY_SECONDS = 60;

export interface TokenRefreshContext {
  /** Refreshes done since start (shown nowhere; useful in logs and tests). */
  refreshes: number;
  error: unknown;
}

export type TokenRefreshEvent = { type: 'START' } | { type: 'STOP' };

export const tokenRefreshMachine = setup({
  types: { context: {} as TokenRefreshContext, events: {} as TokenRefreshEvent },
  actors: {
    /** Resolves true when a new token was fetched, false when the current one is still valid long enough. */
    refresh: fromPromise<boolean, { minValiditySeconds: number }>(async () => false),
  },
  actions: {
    clearToken: () => {},
    logFailure: (_args, _params: { error: unknown }) => {},
  },
  delays: { refreshEvery: REFRESH_EVERY_MS },
}).createMachine({
  id: 'tokenRefresh',
  context: { refreshes: 0, error: null },
  initial: 'idle',
  states: {
    idle: { on: { START: 'waiting' } },
    waiting: {
      after: { refreshEvery: 'refreshing' },
      on: { STOP: 'idle' },
    },
    refreshing: {
      on: { STOP: 'idle' },
      invoke: {
        id: 'refresh',
        src: 'refresh',
        input: { minValiditySeconds: MIN_VALIDITY_SECONDS },
        onDone: { target: 'waiting', actions: assign({ refreshes: ({ context, event }) => context.refreshes + (event.output ? 1 : 0) }) },
        onError: {
          target: 'cleared',
          actions: [assign({ error: ({ event }) => event.error }), { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, 'clearToken'],
        },
      },
    },
    /** The token is gone; a new sign-in starts refreshing again. */
    cleared: { on: { START: 'waiting' } },
  },
});
