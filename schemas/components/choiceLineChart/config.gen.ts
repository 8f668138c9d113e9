/* Generated from schemas/components/choiceLineChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, CustomPeriod, ExportFormat, LocalizedText, PeriodType } from '../common.gen.ts';

/**
 * Choice line chart (fetched with a dummy type segment).
 */
export interface ChoiceLineChartConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * Period links offered, in order.
 */
periods?: PeriodType[]
/**
 * A period type or a custom period extname.
 */
defaultPeriod?: (PeriodType | string)
customPeriods?: CustomPeriod[]
chartType?: string
stacked?: boolean
lowerY?: number
upperY?: number
showInterviews?: boolean
verticalLegend?: boolean
exportFormats?: ExportFormat[]
}
