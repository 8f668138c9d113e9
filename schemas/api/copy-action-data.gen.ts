/* Generated from schemas/api/copy-action-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SampleQuestion } from './sample-question.gen.ts';

/**
 * GET vuejs/sampleactions/copyaction/{survey}/{config}/{action}/{sampleId} (spec 2 section 3, Copy action data): the copy action's title, the deadline to start from (eventdate, null: none chosen), the earliest deadline allowed (the server's today), the fields the copy takes over, and the comments.
 */
export interface CopyActionData {
extname: string
title: string
eventdate: (string | null)
/**
 * YYYY-MM-DD: no deadline before it.
 */
earliest: string
fields: SampleQuestion[]
comments: string
}
