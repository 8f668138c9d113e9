/**
 * The user identity the sign-in calls answer (spec 1 section 3, User identity): the types are generated from
 * schemas/api/user-identity.schema.json; the login status names are in ./loginStatus.
 */
export type { LoginStatus } from './loginStatus';
export type { AdminUserList, GlobalOverviewRow, SurveySummary, SystemMessage, UserIdentity } from '../schemas/api/user-identity.gen';
export type { UniverseRef } from '../schemas/api/universe-ref.gen';
