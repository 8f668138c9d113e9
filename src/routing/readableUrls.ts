/**
 * Readable addresses (issue 12): a drill path's own marks (`,` `;` `=`) stand as they are in the address; an
 * address typed or linked with them percent-encoded (`all%2Cse`) means the same and is written back readable.
 */

/** The marks the router leaves as they are in a path parameter (`pathParamsAllowedCharacters`). */
export const READABLE_PATH_MARKS = [',', ';', '='] as const;

const ENCODED_MARK = /%2C|%3B|%3D/gi;

/** The href with the encoded marks of its path (not its query or fragment) decoded; the same href when none. */
export function readableHref(href: string): string {
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  const readable = path.replace(ENCODED_MARK, (m) => decodeURIComponent(m));
  return readable === path ? href : readable + (end < 0 ? '' : href.slice(end));
}
