/* Generated from schemas/api/meta-question-group.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { LocalizedText } from './localized-text.gen.ts';
import type { MetaQuestion } from './meta-question.gen.ts';
import type { MetadataFeatures } from './metadata-features.gen.ts';

/**
 * POST vuejs/metadata/questiongroup/{survey} creates or saves the group with this extName (its questions stay as they are).
 */
export interface MetaQuestionGroup {
type: string
extName: string
features: MetadataFeatures
sorder: number
name: LocalizedText
format: LocalizedText
questions: MetaQuestion[]
}
