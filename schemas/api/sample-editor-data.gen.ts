/* Generated from schemas/api/sample-editor-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SampleMailActionRequest } from './sample-mail-action-request.gen.ts';
import type { SampleQuestion } from './sample-question.gen.ts';
import type { Sample } from './sample.gen.ts';

/**
 * GET and POST vuejs/sampleeditor/{survey}/{config}/{sampleId} (spec 2 section 3, Sample editor data): the sample's state, its header components kept apart from the regular ones, and componentsData, each with its componentDef.type. `sample` is the form the rules (core/sample/rules.ts) validate and guard on.
 */
export interface SampleEditorData {
sampleId: number
/**
 * The sample table configuration the editor was opened from.
 */
config: string
/**
 * 0 completed, 1 new, 2 approved, 3 unapproved, 4 cancelled.
 */
state: number
sample: Sample
headerComponents: SampleEditorComponent[]
componentsData: SampleEditorComponent[]
}
/**
 * This interface was referenced by `SampleEditorData`'s JSON-Schema
 * via the `definition` "editorComponent".
 */
export interface SampleEditorComponent {
componentDef: SampleEditorComponentDef
/**
 * variableField: the question component data.
 */
question?: SampleQuestion
/**
 * group: its variable fields.
 */
components?: SampleEditorFieldComponent[]
/**
 * headerPanel: the unit and the state's name.
 */
header?: {
title: string
stateTitle: string
}
}
/**
 * This interface was referenced by `SampleEditorData`'s JSON-Schema
 * via the `definition` "componentDef".
 */
export interface SampleEditorComponentDef {
type: ("variableField" | "group" | "commentsPanel" | "mailsPanel" | "tablePanel" | "headerPanel" | "mailActionButton" | "pushCampaignButton" | "editButton" | "updateButton" | "cancelButton" | "resendButton" | "stateButton")
id: string
title?: string
/**
 * stateButton: shown only while the sample is in this state.
 */
fromState?: number
/**
 * stateButton: the state a click sets.
 */
toState?: number
/**
 * resendButton: how the invitation goes again (vuejs/sampleeditor/resend).
 */
channel?: ("email" | "sms")
/**
 * tablePanel: which of sample.tableGroups it shows.
 */
tableIndex?: number
/**
 * tablePanel: its name for vuejs/sampleeditor/tablepaneldata?tablename.
 */
tablename?: string
/**
 * group: shown only while the sample is cancelled.
 */
cancelledComment?: boolean
/**
 * group: shown only while the sample is approved.
 */
approvedComment?: boolean
/**
 * mailActionButton: the mail-action payload a click sends (POST vuejs/sampleeditor/mailaction), from the sample table configuration's mail actions that have a template.
 */
mailAction?: SampleMailActionRequest
/**
 * pushCampaignButton: false when there is no campaign to push the sample to (the button is disabled).
 */
active?: boolean
/**
 * pushCampaignButton: the survey's open push campaigns the sample is not in yet (vuejs/sampleeditor/pushtocampaign).
 */
campaigns?: PushCampaignChoice[]
}
export interface PushCampaignChoice {
id: number
title: string
}
/**
 * This interface was referenced by `SampleEditorData`'s JSON-Schema
 * via the `definition` "fieldComponent".
 */
export interface SampleEditorFieldComponent {
componentDef: SampleEditorComponentDef
question: SampleQuestion
}
