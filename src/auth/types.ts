/** Shapes exchanged with the server during sign-in (schemas/api/user-identity.schema.json). */

import type { SurveySummary, UserIdentity } from '../../core/identity';


/** `GET /rest/config/client?domain={hostname}` */
export type { ClientConfig } from '../../schemas/api/client-config.gen.ts';

export type { AdminUserList, GlobalOverviewRow, LoginStatus, SurveySummary, SystemMessage, UniverseRef } from '../../core/identity';

export type SurveyView = SurveySummary['views'][number];
export type SurveyPageRef = SurveySummary['pages'][number];

/**
 * The user identity: the answer of the sign-in calls (with `authToken`) and of `GET vuejs/auth/identity`
 * (without it), after parseIdentity (signIn.ts) defaulted what an unknown user's answer (status 1) leaves out.
 */
export type Identity = UserIdentity & Required<Pick<UserIdentity, 'universe' | 'surveys' | 'startSurvey' | 'universeAdminUserList' | 'systemMessage'>>;

/** The name to show for a user: the full name, else the username. */
export function displayName(identity: Pick<Identity, 'fullName' | 'username'>): string {
  return identity.fullName?.trim() || identity.username;
}

/** The title of the universe the user is signed in to, else its name. */
export function universeTitle(identity: Pick<Identity, 'universe' | 'universes'>): string {
  return identity.universes?.find((u) => u.name === identity.universe)?.title || identity.universe || '';
}
