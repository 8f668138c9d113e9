/* Generated from schemas/api/config-block-save.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ConfigBlockName } from './config-block.gen.ts';

/**
 * POST vuejs/surveys/configblocks/{survey}: sets the top-level block `name` of survey surveyId's configuration to the YAML value `yaml` (an empty text removes the block). The whole configuration is checked as a CONFIGURATION script save is: 422 with each error's JSON pointer and YAML line, nothing saved.
 */
export interface ConfigBlockSave {
surveyId: number
name: ConfigBlockName
yaml: string
}
