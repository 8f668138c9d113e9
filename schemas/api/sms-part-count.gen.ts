/* Generated from schemas/api/sms-part-count.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * How many SMS parts a text needs (core/sms/parts.ts): GSM-7 160 in one part and 153 per part beyond, UCS-2 70 and 67.
 */
export interface SmsPartCount {
encoding: ("GSM-7" | "UCS-2")
units: number
parts: number
perPart: number
remaining: number
}
