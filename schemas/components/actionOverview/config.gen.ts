/* Generated from schemas/components/actionOverview/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentDescriptor } from '../../page/component.gen.ts';
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Open and suggested actions, 2 each with "view all"; falls back to another component when actions are not configured.
 */
export interface ActionOverviewConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The page "View all" opens; without it the lists expand in place.
 */
viewAllPage?: string
fallback?: ComponentDescriptor
}
