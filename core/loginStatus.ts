/**
 * The login status the sign-in calls answer (spec 1 sections 2.4 and 4): the server decides it, the SPA's login
 * machine follows it. The numbers are the wire format (schemas/api/user-identity.schema.json), so they never
 * change; code says their names.
 */
import type { LoginStatus } from '../schemas/api/user-identity.gen';

export const LOGIN_STATUS = {
  /** Signed in, in a universe. */
  signedIn: 0,
  /** Signed in at the identity service but unknown (or disabled) here: no session. */
  unknownUser: 1,
  /** Choose a universe (a session without one yet). */
  chooseUniverse: 5,
  /** Choose a universe with the indicator overview beside the list. */
  chooseUniverseByIndicators: 6,
  /** A universe administrator: act as someone, or continue as themselves. */
  actAs: 7,
  /** The universe's first load is running (the client polls it every 5 s). */
  loading: 8,
  /** The user belongs to no universe: no session. */
  notConfigured: 9,
} as const satisfies Record<string, LoginStatus>;

export type { LoginStatus };

export const LOGIN_STATUSES: readonly LoginStatus[] = Object.values(LOGIN_STATUS);

export function isLoginStatus(value: unknown): value is LoginStatus {
  return (LOGIN_STATUSES as readonly unknown[]).includes(value);
}
