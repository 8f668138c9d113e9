/* Generated from schemas/api/metadata.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { MetaQuestionGroup } from './meta-question-group.gen.ts';

/**
 * GET vuejs/metadata/{survey}, and the answer of its three saves (spec 3 section 3, Metadata): the survey's question groups with their questions and choices, every text per locale. It is the `questions` and `questionGroups` part of the survey configuration, so a change shows at once in the analytics, the filters and the uploader. A question in no group is listed under the group with extName 'questions'.
 */
export interface Metadata {
questionGroups: MetaQuestionGroup[]
}
