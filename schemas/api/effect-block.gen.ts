/* Generated from schemas/api/effect-block.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { IsoDay } from './params/path-parts.gen.ts';

/**
 * An effect block of a survey (spec 3 section 3): for a drill path, a date interval and a CSI range, how much each question moves the CSI. POST vuejs/surveys/effectblocks/{survey}/{surveyId} with id 0 creates one, with an existing id saves it.
 */
export interface EffectBlock {
id: number
drillPath: string
fromDate: (IsoDay | null)
toDate: (IsoDay | null)
fromCSI: (number | null)
toCSI: (number | null)
/**
 * @maxItems 200
 */
rows: EffectRow[]
}
export interface EffectRow {
questionName: string
questionVariable: string
effectSize: number
}
