/* Generated from schemas/components/developmentLineChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, CustomPeriod, ExportFormat, LocalizedText, PeriodType } from '../common.gen.ts';

/**
 * Development line chart: one line per variable over time.
 */
export interface DevelopmentLineChartConfig {
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
