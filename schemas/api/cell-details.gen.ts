/* Generated from schemas/api/cell-details.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * What lies behind one cell of a leaf ranking row (spec 1 section 2.5): a title, sections with paragraphs, and the sample and interview they came from.
 */
export interface CellDetails {
title: string
sections: {
title: string
paragraphs: string[]
}[]
sampleId: number
interviewId: (number | null)
}
