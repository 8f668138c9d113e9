/** Each distinct problem is logged to the console once per page load, not on every render. */
const logged = new Set<string>();

export function logOnce(key: string, ...detail: unknown[]): void {
  if (logged.has(key)) return;
  logged.add(key);
  console.error(...detail);
}
