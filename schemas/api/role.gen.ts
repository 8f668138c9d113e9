/* Generated from schemas/api/role.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/roles/{survey}/{roleId} (roleId 0: a new role) and the body of POST vuejs/roles/{survey} (spec 3 section 3, Role): the role's name, parent, the four role-wide rights, the units it is limited to and one survey access entry per survey of the universe. roles and units are the choices the form offers; the server ignores them on save. The role form renders this schema (src/screens/roles/RoleForm.tsx).
 */
export interface Role {
id: number
/**
 * What the role is called in the universe; unique there. Empty only in the blank new role (GET id 0) the form starts from; a save refuses an empty or blank name (400 role_name_required).
 */
name: string
/**
 * A longer title people read; the name when empty.
 */
title: string
parentId: (number | null)
/**
 * @maxItems 10000
 */
roles?: RoleChoice[]
/**
 * @maxItems 10000
 */
units?: UnitChoice[]
canaddusers: boolean
canseealldata: boolean
cancreateroles: boolean
canviewcompletedsamples: boolean
/**
 * Drill paths of the units the role sees with their subtrees; empty for the whole hierarchy.
 * 
 * @maxItems 1000
 */
unitScope: string[]
/**
 * @maxItems 1000
 */
surveyAccessList: SurveyAccess[]
}
/**
 * This interface was referenced by `Role`'s JSON-Schema
 * via the `definition` "roleChoice".
 */
export interface RoleChoice {
id: number
name: string
}
/**
 * This interface was referenced by `Role`'s JSON-Schema
 * via the `definition` "unitChoice".
 */
export interface UnitChoice {
path: string
name: string
level: number
}
/**
 * What the role may do in one survey (spec 3 section 3, Survey access).
 * 
 * This interface was referenced by `Role`'s JSON-Schema
 * via the `definition` "surveyAccess".
 */
export interface SurveyAccess {
surveyExtName: string
surveyName: string
access: boolean
canViewSamples: boolean
canViewAnon: boolean
canEditOpenPeriods: boolean
canEditClosedPeriods: boolean
canChangeStateOpenPeriods: boolean
canChangeStateClosedPeriods: boolean
canCancelSamples: boolean
canPostponeSamples: boolean
canAccessStatusPage: boolean
canHandleAlerts: boolean
canEditActions: boolean
/**
 * extname of the page the role starts on in this survey; the survey's when empty.
 */
startPage: string
/**
 * View extnames in the order the role sees them, comma-separated; the survey's order when empty.
 */
viewOrder: string
modifyUserFilters: boolean
/**
 * @maxItems 1000
 */
viewAccessList: ViewAccess[]
/**
 * @maxItems 1000
 */
anchorAccessList: AnchorAccess[]
notifications: boolean
/**
 * @maxItems 10000
 */
questionNotificationList: QuestionNotification[]
/**
 * @maxItems 1000
 */
notificationChannelList: NotificationChannel[]
}
/**
 * One view of the survey: whether the role sees it and the drill path it opens at (empty: the view's own).
 * 
 * This interface was referenced by `Role`'s JSON-Schema
 * via the `definition` "viewAccess".
 */
export interface ViewAccess {
drilldownId: number
viewName: string
viewExtName: string
access: boolean
defaultDrill: string
}
/**
 * One hierarchy level actions may be anchored at: whether the role may anchor actions there.
 * 
 * This interface was referenced by `Role`'s JSON-Schema
 * via the `definition` "anchorAccess".
 */
export interface AnchorAccess {
id: number
anchorName: string
access: boolean
}
/**
 * This interface was referenced by `Role`'s JSON-Schema
 * via the `definition` "questionNotification".
 */
export interface QuestionNotification {
id: string
title: string
notify: boolean
}
/**
 * This interface was referenced by `Role`'s JSON-Schema
 * via the `definition` "notificationChannel".
 */
export interface NotificationChannel {
id: string
title: string
enabled: boolean
}
