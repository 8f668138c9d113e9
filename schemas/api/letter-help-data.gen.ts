/* Generated from schemas/api/letter-help-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/mailcampaign/lettertemplatehelpdata/{survey}/{id} (spec 3 section 3, letter help variables): what a letter's .fodt may write, one row per merge tag: its group, the field's or question's title in the caller's language, the tag itself and the example contact's value the preview fills in.
 */
export interface LetterHelpData {
variableRows: LetterHelpVariable[]
}
export interface LetterHelpVariable {
groupName: ("contact" | "survey" | "answer")
questionTitle: string
/**
 * The merge tag the letter writes, e.g. {{contact.name}}.
 */
questionName: string
/**
 * The example contact's value.
 */
value: string
}
