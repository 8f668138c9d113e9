/* Generated from schemas/api/survey-configuration-script.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A survey's CONFIGURATION script as YAML (spec 3, scripts).
 */
export interface SurveyConfigurationScript {
yaml: string
}
