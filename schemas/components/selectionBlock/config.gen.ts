/* Generated from schemas/components/selectionBlock/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentDescriptor } from '../../page/component.gen.ts';
import type { ComponentSize, LocalizedText, PeriodChoice } from '../common.gen.ts';

/**
 * 'Selected data' label with a submenu of items plus the chart's period menus.
 */
export type SelectionBlockConfig = (PeriodChoice & {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The submenu of the block: each item names a variable of the survey that the charts inside show in place of their own (sent as `?item=`).
 */
items?: {
extname: string
title: LocalizedText
}[]
/**
 * The components inside the block; its selection and period apply to them.
 */
components?: ComponentDescriptor[]
})
