import type { AuthState } from '../../auth/context.ts';

/** The states that show only the welcome with a progress circle. */
export type ProgressState = Extract<AuthState, { status: 'idle' | 'signing-in' | 'signed-in' | 'signing-out' }>;

/** The states with their own card (universe lists, act-as pickers, errors), drawn by the lazily loaded LoginStates. */
export type DetailedLoginState = Exclude<AuthState, ProgressState>;
