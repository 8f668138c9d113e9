/* Generated from schemas/api/alert-details.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * One alert (spec 1 section 3, Alert): state, information, closing questions with their answers, comments, history and the interview's answers.
 */
export interface AlertDetails {
id: number
interviewId: number
alertState: number
stateText: string
createdDate: string
closedDate: (string | null)
unitPath: string
alertInfo: {
label: string
value: string
}[]
canModify: boolean
enableCloseAndSave: boolean
questions: AlertQuestion[]
comments: {
id: number
created: string
username: string
message: string
}[]
alertLogs: {
state: number
stateText: string
date: string
user: string
comment: string
}[]
interviewData: {
label: string
value: string
}[]
/**
 * Whole days from the alert's creation day to the server's today (UTC).
 */
ageDays: number
/**
 * Not closed and older than deadlineDays.
 */
overdue: boolean
/**
 * An alert not closed after this many days is overdue (the survey's alerts.deadlineDays).
 */
deadlineDays: number
/**
 * The person handling the alert: whoever saved it last; null while nobody has.
 */
owner: (string | null)
contact: AlertContact
}
/**
 * This interface was referenced by `AlertDetails`'s JSON-Schema
 * via the `definition` "alertQuestion".
 */
export interface AlertQuestion {
questionId: string
title: string
type: ("Text" | "Number" | "choice")
reasons: {
choiceId: number
title: string
}[]
selected: number
value: string
}
/**
 * The customer's contact from the sample the alert's interview came from. status none: no sample or no contact fields; withheld: the caller's role may not see it (all fields null). Anonymised and empty fields are null.
 * 
 * This interface was referenced by `AlertDetails`'s JSON-Schema
 * via the `definition` "alertContact".
 */
export interface AlertContact {
status: ("shown" | "none" | "withheld")
name: (string | null)
email: (string | null)
phone: (string | null)
}
