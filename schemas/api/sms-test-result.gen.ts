/* Generated from schemas/api/sms-test-result.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SmsPartCount } from './sms-part-count.gen.ts';

/**
 * The answer of a test SMS: where it went, the text as sent and its parts.
 */
export interface SmsTestResult {
sentTo: string
text: string
smsParts: SmsPartCount
}
