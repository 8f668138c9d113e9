/* Generated from schemas/api/config-blocks.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ConfigBlock } from './config-block.gen.ts';
import type { MetaProperty } from './meta-property.gen.ts';

/**
 * GET vuejs/surveys/configblocks/{survey}/{surveyId}, and the answer of POST vuejs/surveys/configblocks/{survey} and POST vuejs/surveys/metaproperty/{survey}: the top-level blocks of the survey's configuration in document order (without metaProperties) and its meta properties (the configuration's metaProperties map) sorted by key.
 */
export interface ConfigBlocks {
surveyId: number
blocks: ConfigBlock[]
metaProperties: MetaProperty[]
}
