/* Generated from schemas/api/params/letters-archive-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * lettersarchive/{survey}/{campaign}?all=: all=true downloads every letter the campaign has made ('download all letters'), false or absent those never downloaded yet ('download new letters').
 */
export interface LettersArchiveQuery {
all?: boolean
}
