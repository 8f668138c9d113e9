/**
 * The one path builder of the client's calls (spec 1 §2.1): each segment URI-encoded, an empty one sent as
 * 'none'. Every query factory in src/api/ and every widget builds its path here.
 */
export function segment(value: string | number | boolean): string {
  const text = String(value);
  return encodeURIComponent(text === '' ? 'none' : text);
}

/** `callPath('vuejs/interview', survey, id)` → `vuejs/interview/demo/12`: the base as written, the rest as segments. */
export function callPath(base: string, ...segments: (string | number | boolean)[]): string {
  return [base, ...segments.map(segment)].join('/');
}
