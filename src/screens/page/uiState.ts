/**
 * Component choices kept in the page's address (`?ui=tabs:1,results:2`): component id and value
 * pairs. Ids and values are the descriptor's own (letters, digits, `_ . -`), so no escaping is needed;
 * anything else is dropped rather than misread.
 */
const PART = /^[\w.-]{1,100}$/;

export function parseUiState(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof raw !== 'string') return out;
  for (const pair of raw.split(',')) {
    const at = pair.indexOf(':');
    if (at <= 0) continue;
    const id = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (PART.test(id) && PART.test(value)) out[id] = value;
  }
  return out;
}

export function formatUiState(state: Record<string, string>): string | undefined {
  const text = Object.entries(state)
    .filter(([id, value]) => PART.test(id) && PART.test(value))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, value]) => `${id}:${value}`)
    .join(',');
  return text || undefined;
}
