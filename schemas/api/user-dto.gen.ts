/* Generated from schemas/api/user-dto.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
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
 * The person as the user details form edits it (spec 3 User details userDTO); the form renders this schema (src/screens/users/UserDetailsForm.tsx).
 */
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
