/* Generated from schemas/components/selectionBlock/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentDescriptor } from '../../page/component.gen.ts';
import type { ComponentSize, CustomPeriod, LocalizedText, PeriodType } from '../common.gen.ts';

/**
 * 'Selected data' label with a submenu of items plus the chart's period menus.
 */
export interface SelectionBlockConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
items?: {
extname: string
title: LocalizedText
}[]
/**
 * Period links offered, in order.
 */
periods?: PeriodType[]
/**
 * A period type or a custom period extname.
 */
defaultPeriod?: (PeriodType | string)
customPeriods?: CustomPeriod[]
components?: ComponentDescriptor[]
}
