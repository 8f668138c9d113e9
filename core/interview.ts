/** Limits of the interview page that the server and the screen both apply (spec 1 sections 5 and 9). */

/** Comment length after trimming (spec 1 section 5: save disabled while empty). */
export const COMMENT_MAX_LENGTH = 4000;
/** Spec 1 section 9: up to 8 background answers in the header, up to 10 related interviews. */
export const HEADER_ANSWERS_MAX = 8;
export const RELATED_MAX = 10;

/**
 * How a response is named wherever a person meets it (ranking leaf rows, cell details, the interview page, alerts,
 * exports): by its interview number, as `#37408`, the number in the interview page's address. The sample behind it
 * (the invitation) has a number of its own, which is only shown where the sample itself is the subject.
 */
export function responseNumber(interviewId: number): string {
  return `#${interviewId}`;
}
