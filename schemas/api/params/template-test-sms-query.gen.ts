/* Generated from schemas/api/params/template-test-sms-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/sms/template/create/{survey}, PUT .../update/{survey}: `testsms` sends the saved template's text to this number, merge tags filled from the example contact.
 */
export interface TemplateTestSmsQuery {
testsms?: string
}
