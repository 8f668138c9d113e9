/* Generated from schemas/api/user-details.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { NotificationChannelGroup } from './notification-channel-group.gen.ts';
import type { UserDTO } from './user-dto.gen.ts';
import type { UserQuestionFilter } from './user-question-filter.gen.ts';

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
