/* Generated from schemas/api/configuration-saved.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ConfigurationIssue } from './configuration-check.gen.ts';

/**
 * PUT vuejs/pages/configuration/{survey}: the script was saved, with this many pages, and the warnings its author should still see.
 */
export interface ConfigurationSaved {
saved: boolean
pages: number
warnings: ConfigurationIssue[]
}
