/* Generated from schemas/api/meta-question.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { LocalizedText } from './localized-text.gen.ts';
import type { MetaChoice } from './meta-choice.gen.ts';
import type { MetadataFeatures } from './metadata-features.gen.ts';

/**
 * A question (spec 3 section 3). id and variable are its name in the answers; scale questions carry their range, text questions none. POST vuejs/metadata/question/{survey} creates or saves the question with this variable in the group groupExtName.
 */
export interface MetaQuestion {
id: string
type: ("scale" | "text")
variable: string
foreignName: string
features: MetadataFeatures
filterable: boolean
weighted: boolean
anonymizable: boolean
diffmode: boolean
/**
 * @minItems 2
 * @maxItems 2
 */
scale?: number[]
title: LocalizedText
question: LocalizedText
format: LocalizedText
/**
 * @maxItems 200
 */
choices: MetaChoice[]
groupExtName: string
}
