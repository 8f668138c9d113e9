/* Generated from schemas/api/user-channels.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { NotificationChannelGroup } from './notification-channel-group.gen.ts';

/**
 * GET vuejs/users/editordata/channels/{survey}/{userId}?roleid=: the channels of the chosen role, per survey, with the user's current choices.
 */
export interface UserChannels {
notificationChannels: NotificationChannelGroup[]
}
