/* Generated from schemas/api/message-template-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TemplateSendingType } from './message-template-save.gen.ts';

/**
 * GET vuejs/mails/templates/{survey}: the universe's templates (of one sending type when asked), by name, and which kinds the caller may create (spec 3 section 3, mail template list).
 */
export interface MessageTemplateList {
rows: MessageTemplateRow[]
createEmailTemplates: boolean
createSMSTemplates: boolean
createLetterTemplates: boolean
}
export interface MessageTemplateRow {
id: number
name: string
subject: string
sendingType: TemplateSendingType
labels: string[]
system: boolean
}
