/* Generated from schemas/api/campaign-details.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * PULL_ONCE one-shot; PULL adds new matching recipients on its schedule; PUSH (root only); PULL_SINGLE one recipient at a time.
 * 
 * This interface was referenced by `CampaignDetails`'s JSON-Schema
 * via the `definition` "campaignType".
 */
export type CampaignType = ("PULL_ONCE" | "PULL" | "PUSH" | "PULL_SINGLE")
/**
 * This interface was referenced by `CampaignDetails`'s JSON-Schema
 * via the `definition` "sendingType".
 */
export type CampaignSendingType = ("EMAIL" | "SMS" | "LETTER" | "PHONE")
/**
 * This interface was referenced by `CampaignDetails`'s JSON-Schema
 * via the `definition` "campaignState".
 */
export type CampaignStatus = ("CREATED" | "STARTED" | "PAUSED" | "STOPPED" | "ERROR")
/**
 * This interface was referenced by `CampaignDetails`'s JSON-Schema
 * via the `definition` "schedulePeriod".
 */
export type SchedulePeriod = ("DAILY" | "WEEKLY" | "MONTHLY")
/**
 * This interface was referenced by `CampaignDetails`'s JSON-Schema
 * via the `definition` "weekday".
 */
export type ScheduleWeekday = ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun" | "hol")

/**
 * GET and PUT vuejs/mailcampaign/{survey}/{id} (spec 3 section 3): one campaign with its sending settings, schedule, mail filters and drill path; canStart and canStop say which buttons act. PUT takes the whole object back (id, state, canStart, canStop, templateDetails, created and lastRun are the server's and ignored).
 */
export interface CampaignDetails {
id: number
title: string
campaignType: CampaignType
sendingType: CampaignSendingType
state: CampaignStatus
templateId: (number | null)
templateDetails?: {
name: string
}
callTemplate?: string
mailTemplate?: string
mailAction: string
fromEmail: string
fromName: string
bcc: string
replyTo: string
/**
 * PUSH e-mail only: every message goes to this address.
 */
fixedRecipient: string
/**
 * Root only.
 */
extname?: string
voice?: (string | null)
locale?: (string | null)
scheduledStartDateTime?: (string | null)
scheduledPeriod?: (SchedulePeriod | null)
scheduleParams: ScheduleParams
/**
 * @maxItems 50
 */
campaignFilters: CampaignFilter[]
/**
 * The drill path (with filter tokens) the recipients come from.
 */
link: string
canStart: boolean
canStop: boolean
/**
 * When the campaign was made (the server's; ignored on PUT).
 */
created?: string
/**
 * When it last looked for recipients, or null (the server's; ignored on PUT).
 */
lastRun?: (string | null)
}
/**
 * PULL campaigns: recipients whose event date is between fromDays and toDays days from the run (defaults -30 and 0), on these weekdays (hol: public holidays).
 * 
 * This interface was referenced by `CampaignDetails`'s JSON-Schema
 * via the `definition` "scheduleParams".
 */
export interface ScheduleParams {
fromDays: number
toDays: number
/**
 * @maxItems 8
 */
weekdays: ScheduleWeekday[]
}
/**
 * This interface was referenced by `CampaignDetails`'s JSON-Schema
 * via the `definition` "campaignFilter".
 */
export interface CampaignFilter {
extname?: string
title: string
selected: boolean
}
