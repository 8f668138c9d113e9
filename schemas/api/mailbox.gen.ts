/* Generated from schemas/api/mailbox.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Mail received by the embedded SMTP server and SMS stored by the embedded SMS sink (the dev mailbox), each newest first.
 */
export interface Mailbox {
/**
 * false when SMTP_URL sends mail elsewhere (the mailbox then stays empty)
 */
embedded: boolean
messages: {
id: number
mailFrom?: (string | null)
rcptTo: string[]
subject: (string | null)
textBody: (string | null)
/**
 * the HTML part as sent (null for a text-only mail); the mailbox sanitises it and shows it in a sandboxed frame
 */
htmlBody: (string | null)
createdAt: string
}[]
/**
 * SMS the embedded SMS sink stored in place of sending them (no outside SMS provider is configured)
 */
sms: {
id: number
to: string
sender: string
parts: number
text: string
createdAt: string
}[]
}
