/* Generated from schemas/components/sampleTable/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SampleList } from '../../api/sample-list.gen.ts';

/**
 * Sample list answer.
 */
export type SampleTableData = SampleList
