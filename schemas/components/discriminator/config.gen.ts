/* Generated from schemas/components/discriminator/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentDescriptor } from '../../page/component.gen.ts';
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Shows one branch: scored by role and view (spec 2 section 4).
 */
export interface DiscriminatorConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The alternatives, of which the one fitting best is shown: a branch naming roles needs the user's role, one naming views the active view, and each condition met counts double; ties keep the first, and nothing shows when no branch fits.
 * 
 * @minItems 1
 */
branches: {
components: ComponentDescriptor[]
roles?: string[]
views?: string[]
}[]
}
