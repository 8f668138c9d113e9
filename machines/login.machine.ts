import { assign, fromPromise, setup } from 'xstate';
import { LOGIN_STATUS, LOGIN_STATUSES, type LoginStatus } from '../core/loginStatus';
import { messageOf } from './errorMessage';

/**
 * The sign-in of the app (spec 1 sections 2.4 and 4): resume a kept session, else sign in at the
 * identity service and exchange its token; then follow the server's login status (core/loginStatus.ts):
 * signed in, unknown user, choose a universe (or with the indicator overview), act as someone (universe
 * admins), first load running (polled every 5 s), not configured.
 *
 * Every side effect is a named actor; the app provides the real ones (src/auth/loginActors.ts) and
 * the tests deferred fakes (`machine.provide({ actors })`).
 */

/** The parts of the server's login answer the machine reads; the rest travels along untouched. */
export interface LoginAnswer {
  loginStatus: number;
  loadStatus?: number;
  authToken?: string;
  [key: string]: unknown;
}

export interface ProviderTokens {
  accessToken: string;
  idToken?: string;
}

export interface LoginInput {
  /** `?universe=`: sign straight into this universe. */
  universe?: string | null;
  /** `?change=true`: show the universe list even when the session already has a universe. */
  change?: boolean;
  /** Ask for the choice with the indicator overview instead of the plain universe list. */
  allowIndicators?: boolean;
}

export interface LoginContext {
  input: LoginInput;
  answer: LoginAnswer | null;
  tokens: ProviderTokens | null;
  /** The error of the last failed step (shown with Retry). */
  error: unknown;
  /** The server's text when impersonation was refused (shown under the picker). */
  actAsError: string | null;
  /** The server's text when a universe could not be entered (shown above the list). */
  choiceError: string | null;
}

export type LoginEvent =
  | { type: 'SELECT_UNIVERSE'; universe: string }
  | { type: 'ACT_AS'; universe: string; user: string }
  | { type: 'RETRY' }
  | { type: 'DIFFERENT_USER' }
  | { type: 'LOGOUT' };

/** Where each login status leads; `previous` is used when returning to a choice after an error. */
const STATUS_TARGET: Record<LoginStatus, string> = {
  [LOGIN_STATUS.signedIn]: '#login.signedIn',
  [LOGIN_STATUS.unknownUser]: '#login.unknownUser',
  [LOGIN_STATUS.chooseUniverse]: '#login.selectUniverse',
  [LOGIN_STATUS.chooseUniverseByIndicators]: '#login.selectUniverseByIndicators',
  [LOGIN_STATUS.actAs]: '#login.selectActAs',
  [LOGIN_STATUS.loading]: '#login.loading',
  [LOGIN_STATUS.notConfigured]: '#login.notConfigured',
};

export const LOAD_POLL_MS = 5000;

const byStatus = (extra: { change?: boolean } = {}) => [
  ...(extra.change
    ? [
        {
          guard: ({ context, event }: { context: LoginContext; event: { output: LoginAnswer | null } }) =>
            Boolean(context.input.change) && event.output?.loginStatus === LOGIN_STATUS.signedIn,
          target: '#login.selectUniverse',
          actions: 'keepAnswer' as const,
        },
      ]
    : []),
  ...LOGIN_STATUSES.map((status) => ({
    guard: ({ event }: { event: { output: LoginAnswer | null } }) => event.output?.loginStatus === status,
    target: STATUS_TARGET[status]!,
    actions: 'keepAnswer' as const,
  })),
  { target: '#login.failed', actions: 'unreadableAnswer' as const },
];

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    /** validatecookie with the token kept in this tab (or the session cookie); null when there is none or it ended. */
    resumeSession: fromPromise<LoginAnswer | null>(async () => null),
    /** The identity service signs the user in (may navigate away); null when it says nobody is signed in. */
    authenticate: fromPromise<ProviderTokens | null>(async () => null),
    /** validatekeycloak: the provider's tokens for a login answer. */
    validateKeycloak: fromPromise<LoginAnswer, { tokens: ProviderTokens; universeName: string | null; allowIndicators: boolean }>(async () => {
      throw new Error('validateKeycloak is not provided');
    }),
    /** changeuniverse/{universe} with the session token. */
    changeUniverse: fromPromise<LoginAnswer, { universe: string; authToken: string | undefined }>(async () => {
      throw new Error('changeUniverse is not provided');
    }),
    /** impersonateuser: act as `user` in `universe`. */
    impersonate: fromPromise<LoginAnswer, { tokens: ProviderTokens | null; universe: string; user: string }>(async () => {
      throw new Error('impersonate is not provided');
    }),
    /** The identity again, while the first load runs (status 8). */
    pollIdentity: fromPromise<LoginAnswer, { authToken: string | undefined }>(async () => {
      throw new Error('pollIdentity is not provided');
    }),
    /** Ends the server session, clears the store and signs out of the identity service (navigates away). */
    logout: fromPromise<void, { authToken: string | undefined }>(async () => {}),
  },
  actions: {
    keepAnswer: assign(({ context, event }) => {
      const answer = (event as unknown as { output: LoginAnswer }).output;
      // Polls and universe changes answer without a token: keep the one the session has.
      return { answer: { ...answer, authToken: answer.authToken ?? context.answer?.authToken }, error: null, actAsError: null, choiceError: null };
    }),
    unreadableAnswer: assign({ error: () => new Error('The server sent an unreadable sign-in answer.') }),
    keepError: assign({ error: ({ event }) => (event as unknown as { error: unknown }).error }),
    keepChoiceError: assign({ choiceError: ({ event }) => messageOf((event as unknown as { error: unknown }).error) }),
  },
  delays: { loadPoll: LOAD_POLL_MS },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ input: input ?? {}, answer: null, tokens: null, error: null, actAsError: null, choiceError: null }),
  initial: 'resuming',
  on: { LOGOUT: '.signingOut' },
  states: {
    resuming: {
      invoke: {
        id: 'resumeSession',
        src: 'resumeSession',
        onDone: [{ guard: ({ event }) => event.output === null, target: 'authenticating' }, ...byStatus({ change: true })],
        // A kept session that cannot be checked: sign in afresh rather than stop.
        onError: { target: 'authenticating' },
      },
    },
    authenticating: {
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'notLoggedIn' },
          { target: 'validating', actions: assign({ tokens: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    validating: {
      invoke: {
        id: 'validateKeycloak',
        src: 'validateKeycloak',
        input: ({ context }) => ({
          tokens: context.tokens!,
          universeName: context.input.universe ?? null,
          allowIndicators: Boolean(context.input.allowIndicators),
        }),
        onDone: byStatus(),
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    selectUniverse: { on: { SELECT_UNIVERSE: 'changingUniverse' } },
    selectUniverseByIndicators: { on: { SELECT_UNIVERSE: 'changingUniverse' } },
    selectActAs: {
      on: {
        ACT_AS: 'impersonating',
        // Continue as oneself: enter one of one's own universes.
        SELECT_UNIVERSE: 'changingUniverse',
      },
    },
    changingUniverse: {
      invoke: {
        id: 'changeUniverse',
        src: 'changeUniverse',
        input: ({ context, event }) => ({
          universe: (event as Extract<LoginEvent, { type: 'SELECT_UNIVERSE' }>).universe,
          authToken: context.answer?.authToken,
        }),
        onDone: byStatus(),
        // Back to the choice the user came from, with the server's reason.
        onError: [
          { guard: ({ context }) => context.answer?.loginStatus === LOGIN_STATUS.actAs, target: 'selectActAs', actions: 'keepChoiceError' },
          { guard: ({ context }) => context.answer?.loginStatus === LOGIN_STATUS.chooseUniverseByIndicators, target: 'selectUniverseByIndicators', actions: 'keepChoiceError' },
          { target: 'selectUniverse', actions: 'keepChoiceError' },
        ],
      },
    },
    impersonating: {
      invoke: {
        id: 'impersonate',
        src: 'impersonate',
        input: ({ context, event }) => {
          const e = event as Extract<LoginEvent, { type: 'ACT_AS' }>;
          return { tokens: context.tokens, universe: e.universe, user: e.user };
        },
        onDone: byStatus(),
        onError: { target: 'selectActAs', actions: assign({ actAsError: ({ event }) => messageOf(event.error) }) },
      },
    },
    loading: { after: { loadPoll: 'polling' } },
    polling: {
      invoke: {
        id: 'pollIdentity',
        src: 'pollIdentity',
        input: ({ context }) => ({ authToken: context.answer?.authToken }),
        onDone: byStatus(),
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    signedIn: {},
    unknownUser: { on: { DIFFERENT_USER: 'signingOut', RETRY: 'authenticating' } },
    notConfigured: { on: { DIFFERENT_USER: 'signingOut', RETRY: 'authenticating' } },
    notLoggedIn: { on: { RETRY: 'authenticating' } },
    failed: { on: { RETRY: 'resuming' } },
    signingOut: {
      on: { LOGOUT: {} },
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ authToken: context.answer?.authToken }),
        onDone: 'signedOut',
        onError: 'signedOut',
      },
    },
    signedOut: { type: 'final' },
  },
});

export type LoginMachine = typeof loginMachine;
