/* Generated from schemas/api/user-details.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { NotificationChannelGroup } from './notification-channel-group.gen.ts';
import type { UserQuestionFilter } from './user-question-filter.gen.ts';

export type EMail = string
export type Name = string
export type Password = string
export type RepeatPassword = string
export type Language = string
export type Role = (number | null)
/**
 * Root only.
 */
export type MayActAsOtherUsers = boolean
export type StartOnTheIndicatorsMenu = boolean
export type LastLogin = (string | null)
export type Disabled = boolean
/**
 * 0 sends notifications, 1 does not.
 */
export type Notifications = (0 | 1)
export type SendTheInvitationAgain = boolean

/**
 * GET and POST vuejs/users/details/{survey}/{userId} (spec 3 User details): the user of the session's universe as the details form edits it, the role choices, whether the password may be set here, whether the caller is the restricted user (editing themself without administering), the per-survey question filters and the notification channels. userId 0 is a blank new user.
 */
export interface UserDetails {
userDTO: UserDTO
roleNames: string[]
roleIDs: number[]
canEditPassword: boolean
restricted: boolean
locales: string[]
userQuestionFilterMap: {
/**
 * @maxItems 500
 */
[k: string]: UserQuestionFilter[]
}
/**
 * @maxItems 100
 */
channelDTOs: NotificationChannelGroup[]
}
export interface UserDTO {
id: number
email: EMail
name: Name
password?: Password
repeatPassword?: RepeatPassword
locale: Language
roleId: Role
actAsAccess: MayActAsOtherUsers
showIndicators: StartOnTheIndicatorsMenu
lastLogin?: LastLogin
disabled: Disabled
notifyFlags: Notifications
sendEmail: SendTheInvitationAgain
errorMessage?: string
}
