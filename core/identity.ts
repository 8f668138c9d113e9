/**
 * The user identity the sign-in calls answer (spec 1 section 3, User identity): one definition for
 * the server that builds it and the SPA that reads it.
 */

export type { AdminUserList, GlobalOverviewRow, LoginStatus, SurveySummary, SystemMessage, UserIdentity } from '../schemas/api/user-identity.gen';
export type { UniverseRef } from '../schemas/api/universe-ref.gen';
