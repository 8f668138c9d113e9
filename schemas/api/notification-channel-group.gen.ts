/* Generated from schemas/api/notification-channel-group.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * The notification channels a role offers in one survey, with the user's choice of each (spec 3 Universe user notificationChannels: grouped lists with a title).
 */
export interface NotificationChannelGroup {
title: string
surveyName: string
/**
 * @maxItems 100
 */
channels: NotificationChannel[]
}
export interface NotificationChannel {
id: string
title: string
enabled: boolean
}
