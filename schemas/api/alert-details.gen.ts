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
