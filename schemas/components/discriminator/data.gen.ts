/* Generated from schemas/components/discriminator/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { NoData } from '../common.gen.ts';

/**
 * A container: the chosen branch holds components.
 */
export type DiscriminatorData = NoData
