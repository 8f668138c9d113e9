/* Generated from schemas/components/selectionBlock/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { NoData } from '../common.gen.ts';

/**
 * A container: the selection applies to its components.
 */
export type SelectionBlockData = NoData
