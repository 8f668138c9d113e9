/* Generated from schemas/api/config-block.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A top-level key of the configuration: a letter, then letters, digits or underscores.
 * 
 * This interface was referenced by `ConfigBlock`'s JSON-Schema
 * via the `definition` "ConfigBlockName".
 */
export type ConfigBlockName = string

/**
 * One top-level block of a survey's configuration YAML (the CONFIGURATION script), as GET vuejs/surveys/configblocks/{survey}/{surveyId} lists it and GET vuejs/surveys/configblocks/create/{survey}/{surveyId} proposes a new one: its key and the YAML text of its value.
 */
export interface ConfigBlock {
name: ConfigBlockName
/**
 * The block's value as YAML, without its key.
 */
yaml: string
}
