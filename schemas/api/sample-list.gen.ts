/* Generated from schemas/api/sample-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SegmentedPath } from './segmented-path.gen.ts';

/**
 * This interface was referenced by `SampleList`'s JSON-Schema
 * via the `definition` "localizedTitle".
 */
export type LocalizedTitle = (string | {
[k: string]: string
})
/**
 * This interface was referenced by `SampleList`'s JSON-Schema
 * via the `definition` "actions".
 */
export type SampleTableActions = SampleTableAction[]

/**
 * Sample list answer (spec 1 sections 3 and 7): the segmented drill path, one page of samples in the ranking-data shape, and the sample table configuration the screen needs (page sizes, actions, flags).
 */
export interface SampleList {
segmentedDrillPath: SegmentedPath
viewCompletedSamples: boolean
/**
 * True when the caller's role lacks canViewAnon: names and contact data were left out (null or empty) and the client shows them as hidden.
 */
contactHidden?: boolean
rankingData: SamplePage
sampleTable: SampleTableSettings
}
/**
 * This interface was referenced by `SampleList`'s JSON-Schema
 * via the `definition` "samplePage".
 */
export interface SamplePage {
headers: {
extName: string
title: string
type: string
sortable: boolean
}[]
rows: SampleRow[]
footer: null
/**
 * The column the page is sorted by.
 */
rankingVar: string
leafRows: boolean
totalNumberRows: number
}
/**
 * This interface was referenced by `SampleList`'s JSON-Schema
 * via the `definition` "sampleRow".
 */
export interface SampleRow {
cells: {
value: (number | string | null)
formattedValue: string
}[]
sampleId: number
/**
 * 0 completed, 1 new, 2 approved, 3 unapproved, 4 cancelled.
 */
state: number
interviewId: (number | null)
isComplete: boolean
accessAllowed: boolean
/**
 * The sample's unit.
 */
drillPath: string
}
/**
 * A sample table configuration with the spec's defaults filled in.
 * 
 * This interface was referenced by `SampleList`'s JSON-Schema
 * via the `definition` "sampleTableSettings".
 */
export interface SampleTableSettings {
id: string
sortBy: string
sortDesc: boolean
rowsPerPage: number
rowsPerPageOptions: number[]
sampleEditor: boolean
sampleView: (string | null)
useCore: boolean
mailActions: SampleTableActions
copyActions: SampleTableActions
createActions: SampleTableActions
eventSources: unknown[]
enableDownload: boolean
}
/**
 * This interface was referenced by `SampleList`'s JSON-Schema
 * via the `definition` "sampleAction".
 */
export interface SampleTableAction {
extname: string
title: LocalizedTitle
}
