/** Path segments of the spec's calls: each one URI-encoded; an empty drill path travels as 'none' (spec 1 §2.1). */
export function segment(value: string | number): string {
  const text = String(value);
  return encodeURIComponent(text === '' ? 'none' : text);
}

export function callPath(...parts: (string | number)[]): string {
  const [base, ...rest] = parts;
  return [base, ...rest.map(segment)].join('/');
}
