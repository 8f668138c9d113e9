/** Limits of the interview page that the server and the screen both apply (spec 1 sections 5 and 9). */

/** Comment length after trimming (spec 1 section 5: save disabled while empty). */
export const COMMENT_MAX_LENGTH = 4000;
/** Spec 1 section 9: up to 8 background answers in the header, up to 10 related interviews. */
export const HEADER_ANSWERS_MAX = 8;
export const RELATED_MAX = 10;
