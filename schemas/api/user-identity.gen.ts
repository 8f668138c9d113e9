/* Generated from schemas/api/user-identity.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { UniverseRef } from './universe-ref.gen.ts';

/**
 * 0 logged in, 1 unknown user, 5 select universe, 6 select universe by indicators, 7 act as, 8 loading, 9 not configured
 * 
 * This interface was referenced by `UserIdentity`'s JSON-Schema
 * via the `definition` "loginStatus".
 */
export type LoginStatus = (0 | 1 | 5 | 6 | 7 | 8 | 9)

export interface UserIdentity {
loginStatus: LoginStatus
authToken?: string
username: string
fullName?: string
userId?: number
/**
 * Name of the universe the session is in
 */
universe?: (string | null)
universes: UniverseRef[]
surveys?: SurveySummary[]
role?: (string | null)
locale?: string
isRoot?: boolean
isUserAdmin?: boolean
universeAdminUserList?: AdminUserList[]
/**
 * Percentage of the first load while loginStatus is 8
 */
loadStatus?: number
/**
 * extName of the survey a new session starts in
 */
startSurvey?: (string | null)
/**
 * While impersonating: the admin's username
 */
actingUser?: (string | null)
/**
 * impersonateuser: where the app continues
 */
profileURL?: string
globalOverviewData?: GlobalOverviewRow[]
systemMessage?: (null | SystemMessage)
}
/**
 * This interface was referenced by `UserIdentity`'s JSON-Schema
 * via the `definition` "surveySummary".
 */
export interface SurveySummary {
extName: string
title: string
views: {
extName: string
title: string
startPath: string
}[]
pages: {
extname: string
title: string
icon: (string | null)
}[]
startFilter: string
nOpenAlerts: number
/**
 * The page the survey opens on for the caller: the role's start page, else the survey's, else its first page ('' without pages).
 */
startPage: string
/**
 * Whether the caller's role may see this survey's samples (canViewSamples): the shell offers the sample list only then.
 */
canViewSamples: boolean
/**
 * The campaigns the alert list's campaign dialog offers (spec 1, Campaign link data) in the caller's locale: an administrator's, else none.
 */
campaigns?: CampaignLinkData[]
/**
 * Whether the caller's role may open this survey's status page, its load status (canAccessStatusPage, GET vuejs/surveys/loadcount).
 */
canAccessStatusPage: boolean
[k: string]: unknown
}
export interface CampaignLinkData {
extName: string
bodyText: string
actionText: string
}
/**
 * This interface was referenced by `UserIdentity`'s JSON-Schema
 * via the `definition` "adminUserList".
 */
export interface AdminUserList {
universeName: string
universeTitle: string
adminUser: string
users: {
username: string
fullName: string
}[]
}
/**
 * This interface was referenced by `UserIdentity`'s JSON-Schema
 * via the `definition` "globalOverviewRow".
 */
export interface GlobalOverviewRow {
universeName: string
universeTitle: string
nSurveys: number
nInterviews30d: number
nOpenAlerts: number
}
/**
 * This interface was referenced by `UserIdentity`'s JSON-Schema
 * via the `definition` "systemMessage".
 */
export interface SystemMessage {
text: string
backgroundColor: string
textColor: string
link: (string | null)
icon: (string | null)
}
