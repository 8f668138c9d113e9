/* Generated from schemas/api/sample.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SampleQuestion } from './sample-question.gen.ts';
import type { SampleTablePanel } from './sample-table-panel.gen.ts';

/**
 * A sample (contact or case) as the sample detail page shows it (spec 1 section 3, Sample): its state, the state questions, question groups, table groups and the flags that decide which actions are shown.
 */
export interface Sample {
sampleId: number
/**
 * 0 completed, 1 new, 2 approved, 3 unapproved, 4 cancelled.
 */
state: number
unitName: string
unitPath: string
interviewId: (number | null)
stateQuestion: SampleQuestion
evalPeriodQuestion: (SampleQuestion | null)
subStateQuestion: (SampleQuestion | null)
groups: {
title: string
fields: SampleQuestion[]
cancelledComment?: boolean
approvedComment?: boolean
}[]
/**
 * Table panel data (spec 2 section 3).
 */
tableGroups: SampleTablePanel[]
canCancelSamples: boolean
canPostpone: boolean
canEditState: boolean
hasSampleExtendedState: boolean
showApproveButtonInState2: boolean
showApproveButtonInState3: boolean
canResendEmail: boolean
canResendSMS: boolean
isResendDisabled: boolean
/**
 * Root only.
 */
canDelete: boolean
/**
 * The role may approve, unapprove and cancel this sample (its change-state right for the sample's period); canEditState is the edit right. Absent: as canEditState.
 */
canChangeState?: boolean
/**
 * True when the caller's role lacks canViewAnon: names and contact data were left out (null or empty) and the client shows them as hidden.
 */
contactHidden?: boolean
/**
 * The field the e-mail resend goes to.
 */
emailQuestionId: (string | null)
/**
 * The field the SMS resend goes to.
 */
smsQuestionId: (string | null)
}
