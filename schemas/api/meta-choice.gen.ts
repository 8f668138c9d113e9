/* Generated from schemas/api/meta-choice.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { LocalizedText } from './localized-text.gen.ts';
import type { MetadataFeatures } from './metadata-features.gen.ts';

/**
 * A value of a scale question: extname is the value (a whole number), title its text.
 */
export interface MetaChoice {
extname: string
features: MetadataFeatures
title: LocalizedText
}
