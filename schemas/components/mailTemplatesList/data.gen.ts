/* Generated from schemas/components/mailTemplatesList/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Template list.
 */
export interface MailTemplatesListData {
rows: {
id: number
name: string
subject?: string
sendingType?: string
labels?: unknown
}[]
createEmailTemplates?: boolean
createSMSTemplates?: boolean
createLetterTemplates?: boolean
}
