/* Generated from schemas/api/sms-test-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/sms/template/testsms/{survey} (spec 3 section 3, Test SMS payload): the number (or sender) and the text, its merge tags filled from the example contact.
 */
export interface SmsTestRequest {
phoneNumber: string
contents: string
}
