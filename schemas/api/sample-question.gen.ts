/* Generated from schemas/api/sample-question.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Question component data (spec 2 section 3): one field of the sample detail page.
 */
export interface SampleQuestion {
questionId: string
type: ("SingleChoice" | "MultiChoice2" | "Date" | "EventDate" | "Email" | "text")
title: string
choices?: {
extname: string
title: string
}[]
value?: (string | null)
values?: string[]
optional?: boolean
disabled?: boolean
cancelledComment?: boolean
}
