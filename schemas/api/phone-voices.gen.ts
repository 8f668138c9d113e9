/* Generated from schemas/api/phone-voices.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/mailcampaign/voices/{survey}: the voices the phone provider reads a campaign's script in, and the phone locales (spec 3 section 9), for the PHONE step of the campaign wizard.
 */
export interface PhoneVoices {
voices: {
/**
 * What the start payload's selectedVoice carries.
 */
id: string
/**
 * The voice as the wizard lists it.
 */
name: string
}[]
/**
 * The phone locales, in the order offered.
 */
locales: string[]
}
