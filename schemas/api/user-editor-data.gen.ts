/* Generated from schemas/api/user-editor-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { IdentityProviderUser } from './identity-provider-user.gen.ts';
import type { NotificationChannelGroup } from './notification-channel-group.gen.ts';
import type { UserQuestionFilter } from './user-question-filter.gen.ts';

/**
 * GET vuejs/users/editordata/{survey}/{userId} and the body of POST vuejs/users/editordata/{survey} (spec 3 User editor data): the person and a card per universe the caller administers (root: every universe). id 0 is a new user.
 */
export interface UserEditorData {
id: number
email: string
firstName: string
lastName: string
/**
 * Root only: false disables the account everywhere.
 */
enabled: boolean
indicators: boolean
/**
 * Send an invitation mail on save.
 */
invite: boolean
keyCloakData?: (IdentityProviderUser | null)
/**
 * @maxItems 1000
 */
universeUsers: UniverseUser[]
}
export interface UniverseUser {
universeName: string
universeTitle: string
/**
 * 0: not yet a user there.
 */
userId: number
/**
 * The checkbox: the user belongs to this universe.
 */
createuser: boolean
disabled: boolean
/**
 * Root only: may act as the universe's members.
 */
admin: boolean
notification: boolean
locales: string[]
selectedlocale: string
selectedrole: (number | null)
roles: RoleChoice[]
/**
 * @maxItems 200
 */
surveys: UniverseUserSurvey[]
/**
 * @maxItems 200
 */
notificationChannels: NotificationChannelGroup[]
}
export interface RoleChoice {
id: number
name: string
}
export interface UniverseUserSurvey {
surveyName: string
extname: string
/**
 * @maxItems 500
 */
userVariables: UserQuestionFilter[]
}
