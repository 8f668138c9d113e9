/* Generated from schemas/components/menuBlock/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { NoData } from '../common.gen.ts';

/**
 * A container: its tabs hold components.
 */
export type MenuBlockData = NoData
