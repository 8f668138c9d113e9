/* Generated from schemas/api/message-template-save.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * This interface was referenced by `MessageTemplateSave`'s JSON-Schema
 * via the `definition` "sendingType".
 */
export type TemplateSendingType = ("EMAIL" | "SMS" | "LETTER")

/**
 * The body of POST vuejs/mails/template/create/{survey}, PUT .../update/{survey}, POST .../createletter, PUT .../updateletter and POST/PUT vuejs/sms/template/create|update/{survey}: the template as the screen holds it (id 0 to create). The answer's read-only fields (readOnly, smsParts, testSentTo, letterFileName) may come back and are ignored; `system` and `extname` change only for root. The name may come empty so that the answer says it is required (400 with fields).
 */
export interface MessageTemplateSave {
id: number
sendingType?: TemplateSendingType
name: string
extname?: string
subject?: string
/**
 * @maxItems 50
 */
labels?: string[]
locale?: (string | null)
code?: string
design?: ({
[k: string]: unknown
} | null)
contents?: string
fromName?: string
fromEmail?: string
system?: boolean
readOnly?: boolean
letterFileName?: (string | null)
/**
 * On create: the template this one duplicates (the draft's duplicateOf); a letter copies that letter template's .fodt file.
 */
duplicateOf?: number
smsParts?: {

}
testSentTo?: string
tags?: unknown[]
}
