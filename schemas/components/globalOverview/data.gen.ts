/* Generated from schemas/components/globalOverview/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Global overview.
 */
export interface GlobalOverviewData {
welcomeText?: string
clickText?: string
timeFilters: {
title: string
extName: string
}[]
indicatorBlocks: unknown[]
}
