/* Generated from schemas/components/sampleTable/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Sample table (shared with the sample list).
 */
export interface SampleTableConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The sample table of the survey configuration whose settings it takes.
 */
id?: string
/**
 * The column the samples are sorted by at first (event date when not given).
 */
sortBy?: string
/**
 * Sorted in descending order at first.
 */
sortDesc?: boolean
/**
 * Samples per page.
 */
rowsPerPage?: number
/**
 * The page sizes offered.
 */
rowsPerPageOptions?: number[]
/**
 * A row opens the sample editor dialog instead of the sample page.
 */
sampleEditor?: boolean
/**
 * The sample editor opens with its fields read-only and an Edit button (spec 2 Sample editor) that unlocks them and shows Update; only for callers whose role may edit the sample.
 */
sampleEditorReadOnly?: boolean
/**
 * The sample view a completed sample opens in, instead of its interview.
 */
sampleView?: string
/**
 * The samples are kept in the core: root users may delete them.
 */
useCore?: boolean
/**
 * The mail actions: a bare name (or one without a template) names the campaign wizard's mail action (the start-campaign button); one with a template also sends that e-mail template to the selected samples' contacts from the sample list and the sample editor, through the survey's PULL_SINGLE campaign called campaignName.
 */
mailActions?: (string | {
extname: string
title?: LocalizedText
/**
 * The e-mail template: its extname, its name or its id.
 */
template?: (string | number)
/**
 * The contact field holding the address (email when not given).
 */
mailVariable?: string
/**
 * The PULL_SINGLE campaign the mails go through (the title when not given).
 */
campaignName?: string
/**
 * A sample the campaign has mailed already is left out instead of mailed again.
 */
strictFiltering?: boolean
})[]
/**
 * Buttons that copy the selected samples, each titled per locale.
 */
copyActions?: {
extname: string
title?: LocalizedText
}[]
/**
 * The actions that create a sample (a Create button shows when there is one).
 */
createActions?: unknown[]
/**
 * The event sources whose events the sample editor shows.
 */
eventSources?: unknown[]
/**
 * Shows a button that downloads the samples as a report.
 */
enableDownload?: boolean
}
