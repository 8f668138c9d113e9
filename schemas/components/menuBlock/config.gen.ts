/* Generated from schemas/components/menuBlock/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentDescriptor } from '../../page/component.gen.ts';
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Tabs titled per locale; the first is selected by default.
 */
export interface MenuBlockConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The tabs, each titled per locale with the components it shows.
 * 
 * @minItems 1
 */
tabs: {
title: LocalizedText
components: ComponentDescriptor[]
}[]
}
