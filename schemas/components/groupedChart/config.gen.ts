/* Generated from schemas/components/groupedChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, ExportFormat, LocalizedText } from '../common.gen.ts';

/**
 * Grouped chart (fetched with a dummy type segment).
 */
export interface GroupedChartConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
chartType?: string
stacked?: boolean
lowerY?: number
upperY?: number
showInterviews?: boolean
verticalLegend?: boolean
exportFormats?: ExportFormat[]
}
