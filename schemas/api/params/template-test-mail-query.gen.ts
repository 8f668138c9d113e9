/* Generated from schemas/api/params/template-test-mail-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/mails/template/create/{survey}, PUT .../update/{survey}: `testmail` sends the saved template to this address (trimmed, it must contain @), merge tags filled from the example contact.
 */
export interface TemplateTestMailQuery {
testmail?: string
}
