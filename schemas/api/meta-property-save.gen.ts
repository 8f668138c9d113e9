/* Generated from schemas/api/meta-property-save.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { MetaPropertyKey } from './meta-property.gen.ts';

/**
 * POST vuejs/surveys/metaproperty/{survey}: sets the meta property `key` of survey surveyId to `value` (an empty value removes it), saved in the configuration's metaProperties map when the whole configuration is still valid.
 */
export interface MetaPropertySave {
surveyId: number
key: MetaPropertyKey
value: string
}
