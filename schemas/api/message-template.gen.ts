/* Generated from schemas/api/message-template.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TemplateSendingType } from './message-template-save.gen.ts';
import type { SmsPartCount } from './sms-part-count.gen.ts';

/**
 * A message template (spec 3 section 3 Template): GET vuejs/mails/template/{survey}/{id} and vuejs/sms/template/{survey}/{id} (id 0: a new one), and the answer of every save. `code` is the e-mail's rendered HTML (sanitised), `design` the visual editor's document, `contents` an SMS template's text. `readOnly` is true where the caller may not change it (a system template for anyone but root, or a caller who is not an administrator).
 */
export interface MessageTemplate {
id: number
sendingType: TemplateSendingType
name: string
extname: string
subject: string
labels: string[]
locale: (string | null)
code: string
design: ({
[k: string]: unknown
} | null)
contents: string
fromName: string
fromEmail: string
system: boolean
readOnly: boolean
letterFileName?: (string | null)
/**
 * Only in a duplicate's draft: the template it was made from, sent back on create so that a letter keeps its .fodt file.
 */
duplicateOf?: number
smsParts?: SmsPartCount
/**
 * Where the test message of this save went (?testmail, ?testsms).
 */
testSentTo?: string
}
