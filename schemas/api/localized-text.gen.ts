/* Generated from schemas/api/localized-text.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A text in each locale it is written in; key names it (the question's variable, the group's extName).
 */
export interface LocalizedText {
key: string
/**
 * @maxItems 5
 */
localeTextList: LocaleText[]
}
export interface LocaleText {
locale: ("sv" | "da" | "nb" | "fi" | "en")
text: string
}
