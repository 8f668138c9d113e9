/* Generated from schemas/entities/surveyConfiguration.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { LocalizedText } from '../components/common.gen.ts';
import type { SampleTableConfig } from '../components/sampleTable/config.gen.ts';
import type { PageDescriptor } from '../page/page.gen.ts';

/**
 * A survey's configuration as authored in its CONFIGURATION script (YAML): views, pages and the survey's settings (spec 1 section 3, Survey).
 */
export interface SurveyConfiguration {
title?: (string | LocalizedText)
/**
 * @minItems 1
 */
views?: {
extName: string
title?: (string | LocalizedText)
startPath?: string
}[]
/**
 * @minItems 1
 */
pages: PageDescriptor[]
/**
 * extname of the default page; the first page when missing.
 */
startPage?: string
startFilter?: string
alertFilter?: string
standardFilterSet?: unknown
timeFilterSet?: unknown
reports?: {
extName: string
title?: (string | LocalizedText)
}[]
enableRankingListReport?: boolean
/**
 * The sample detail page (spec 1 section 2.10): which contact fields it shows in which groups, the extended state (evaluation periods, sub-states), the table groups and which actions are allowed.
 */
sampleView?: {
/**
 * States and fields may be changed (never for a completed sample).
 */
canEditState?: boolean
canCancelSamples?: boolean
/**
 * Unapprove (postpone to an evaluation period) is allowed.
 */
canPostpone?: boolean
showApproveButtonInState2?: boolean
showApproveButtonInState3?: boolean
/**
 * Choices of the evaluation period question; with sub-states they make the extended state.
 */
evaluationPeriods?: {
extName: string
title?: (string | LocalizedText)
}[]
subStates?: {
extName: string
title?: (string | LocalizedText)
}[]
/**
 * questionId of the Email field the invitation e-mail is resent to.
 */
resendEmailField?: string
/**
 * questionId of the field with the phone number the invitation SMS is resent to.
 */
resendSmsField?: string
groups?: {
title: (string | LocalizedText)
cancelledComment?: boolean
approvedComment?: boolean
fields: {
/**
 * A contact field; eventDate is the sample's event date.
 */
questionId: string
type: ("SingleChoice" | "MultiChoice2" | "Date" | "EventDate" | "Email" | "text")
title?: (string | LocalizedText)
choices?: {
extName: string
title?: (string | LocalizedText)
}[]
optional?: boolean
disabled?: boolean
cancelledComment?: boolean
}[]
}[]
tableGroups?: {
title: (string | LocalizedText)
source: "stateLog"
}[]
}
systemMessage?: unknown
localeText?: unknown
/**
 * Campaign settings: the sending types on offer (e-mail, SMS and letters unless switched off, phone when switched on) and the campaigns the alert list's campaign dialog offers (links: spec 1, Campaign link data).
 */
campaigns?: {
mailCampaigns?: boolean
smsCampaigns?: boolean
letterCampaigns?: boolean
phoneCampaigns?: boolean
/**
 * Where a campaign message's {{survey.link}} merge tag leads (the questionnaire or a landing page): an http(s) address, or a path on this server taken from PUBLIC_URL. Without it the tag leads to this server's start page. A mail's link goes through the tracked click redirect.
 */
surveyLink?: string
links?: {
extName: string
/**
 * The sample table's mail action whose creation wizard the link opens.
 */
mailAction: string
bodyText: LocalizedText
actionText: LocalizedText
}[]
}
/**
 * Ranking configurations by name (`default` is the ranking screen's): the variable ranked by, the columns, and the columns whose leaf cells open a details dialog.
 */
rankings?: {
[k: string]: {
rankingVar: string
columns: string[]
/**
 * Columns whose cells in leaf rows open the cell details dialog (GET vuejs/sample/celldetails).
 */
detailsVariables?: string[]
}
}
/**
 * Sample table configurations by id (spec 1 section 3): the sample list call names one; `default` is the list screen's.
 */
sampleTables?: {
[k: string]: SampleTableConfig
}
/**
 * The interview page (spec 1 section 2.9): what its header, side card and main card show. Everything is optional; defaults follow the survey's questions.
 */
interviewPage?: {
/**
 * Whose value titles the header card (default unit).
 */
headerVariable?: string
headerVariableTitle?: (string | LocalizedText)
/**
 * The question that gives the rating and the face icon (default the drivers' overall question, else nps).
 */
ratingQuestion?: string
/**
 * Background answers in the header card (at most 8).
 * 
 * @maxItems 8
 * 
 * Items: A question, a background variable, or one of unit, parentUnit, respondedAt, interviewId, contactName, contactEmail; optionally with its own title.
 */
headerVariables?: (string | {
extname: string
title?: (string | LocalizedText)
})[]
/**
 * Groups of the background-info dialog.
 */
backgroundGroups?: {
extname: string
title?: (string | LocalizedText)
/**
 * Items: A question, a background variable, or one of unit, parentUnit, respondedAt, interviewId, contactName, contactEmail; optionally with its own title.
 */
variables: (string | {
extname: string
title?: (string | LocalizedText)
})[]
}[]
highlights?: ("loyalty" | "alert" | "score")[]
/**
 * Text questions shown as open answers (default every text question).
 */
openQuestions?: string[]
starredQuestions?: string[]
/**
 * Question groups of the results section (default results.resultGroups).
 */
resultGroups?: {
title: (string | LocalizedText)
questions: string[]
}[]
tableGroups?: {
extname: ("alerts" | "invitations")
title?: (string | LocalizedText)
}[]
recordGroups?: {
extname: ("answers" | "background")
title?: (string | LocalizedText)
}[]
/**
 * Related interviews in the side card: the same unit (default) or the same contact e-mail.
 */
relatedBy?: ("unit" | "contact")
/**
 * Offers the share menu (Facebook, LinkedIn) and publishes shared interviews.
 */
enableSharing?: boolean
}
/**
 * The alert list and the alert page (spec 1 sections 2.7 and 2.8): initial sorting, list columns, the score question, the questions answered when an alert is processed or closed, the overdue deadline and who sees the customer's contact.
 */
alerts?: {
/**
 * Initial sort column of the alert list.
 */
sortBy?: ("createdAt" | "interviewDate" | "state" | "unit" | "score" | "id" | "age" | "owner")
/**
 * Initial sort direction of the alert list (descending when true).
 */
sortDesc?: boolean
rowsPerPage?: number
/**
 * Columns of the default alert table, in order.
 * 
 * @minItems 1
 */
columns?: ("id" | "state" | "createdAt" | "interviewDate" | "unit" | "score" | "comment" | "age" | "owner")[]
/**
 * The interview question shown as the alert's score (the survey's overall driver when missing).
 */
scoreQuestion?: string
questions?: {
questionId: string
type: ("Text" | "Number" | "choice")
title: (string | LocalizedText)
/**
 * Choice questions: the options (choiceId 0 means none chosen and is not allowed).
 */
reasons?: {
choiceId: number
title: (string | LocalizedText)
}[]
}[]
/**
 * An alert not closed after this many days is overdue (7 when missing; the spec gives no deadline).
 */
deadlineDays?: number
/**
 * The page (a `pages` extname) whose components the alert list screen shows instead of the default alert table (spec 1 section 2.7); the default table when missing. The page is then left out of the page menu.
 */
page?: string
/**
 * The customer's contact (name, email, phone of the sample) on the alert page.
 */
contact?: {
/**
 * Role names that see the contact; every role that may open the alert when missing. The universe's administrators always see it.
 */
roles?: string[]
/**
 * Contact fields this survey keeps anonymous: never sent to anyone.
 */
anonymised?: ("name" | "email" | "phone")[]
}
}
/**
 * Which reports the report menu offers for this survey (spec 1 section 3, Survey report-enable flags).
 */
reportFlags?: {
excelBenchmark?: boolean
interviews?: boolean
alerts?: boolean
actions?: boolean
samples?: boolean
indicators?: boolean
pdfBenchmark?: boolean
singleInterview?: boolean
}
/**
 * The survey's meta properties (spec 3, Survey administration: metaproperty): free key/value texts an administrator keeps with the survey, edited on the survey details screen.
 */
metaProperties?: {
[k: string]: string
}
/**
 * Text analytics of the comments (issue 14): the languages comments are written in and the categories they are sorted into. Without it, all five languages and the default retail/service taxonomy.
 */
textAnalytics?: {
/**
 * The languages a comment may be written in (sv, da, no, fi, en).
 * 
 * @minItems 1
 */
languages?: ("sv" | "da" | "no" | "fi" | "en")[]
taxonomy?: {
/**
 * @minItems 1
 * @maxItems 200
 */
categories: {
id: string
/**
 * The category's title per language (no: Norwegian, shown for the nb locale).
 */
title: {
sv?: string
da?: string
no?: string
fi?: string
en?: string
}
/**
 * Keywords or stems per language; a trailing * matches any ending.
 */
terms: {
/**
 * @maxItems 500
 */
sv?: string[]
/**
 * @maxItems 500
 */
da?: string[]
/**
 * @maxItems 500
 */
no?: string[]
/**
 * @maxItems 500
 */
fi?: string[]
/**
 * @maxItems 500
 */
en?: string[]
}
}[]
}
}
/**
 * Action plans (spec 2, Action overview, Action manager): the actionable items an action can be set for, where actions can be anchored, how many suggestions the driver analysis gives and the default action length. Without it, actions are not configured.
 */
actions?: {
/**
 * @minItems 1
 */
actionableItems: {
extname: string
title: (string | LocalizedText)
/**
 * The variable (variables[].extName) the action's goal is set for.
 */
expression: string
goalMin?: number
goalMax?: number
}[]
/**
 * Hierarchy levels (0 the root) where actions can be written; all levels when missing.
 */
anchorLevels?: number[]
/**
 * How many suggested actions the driver analysis gives at most (3 when missing).
 */
suggestions?: number
/**
 * Days from the from date to the suggested deadline of a new action (90 when missing).
 */
defaultDays?: number
}
}
