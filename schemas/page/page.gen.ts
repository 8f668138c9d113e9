/* Generated from schemas/page/page.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { LocalizedText, PeriodType } from '../components/common.gen.ts';
import type { ComponentDescriptor } from './component.gen.ts';

/**
 * A page the server sends: titles per locale, icon, selection interval and components laid out on 12 columns.
 */
export interface PageDescriptor {
/**
 * Descriptor format version; older versions are migrated by the engine. Missing means current.
 */
schemaVersion?: number
id?: string
extname: string
title: LocalizedText
icon?: string
selectionInterval?: PeriodType
/**
 * Shown only to the universe's administrators and root: left out of everyone else's menu, and refused (403) by its address.
 */
adminOnly?: boolean
components: ComponentDescriptor[]
}
