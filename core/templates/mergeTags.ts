/**
 * Merge tags of message templates (issue 17): `{{group.key}}` in a subject, a mail's HTML or an SMS text stands for
 * a contact field, the survey or unit, or an answer (server/templates/merge-tags.ts lists them per survey). The
 * e-mail editor, the SMS screen's preview and the server's sending fill them the same way.
 */

const TAG = /\{\{\s*([A-Za-z0-9_-]+\.[A-Za-z0-9_.-]+)\s*\}\}/g;

export function mergeTag(group: string, key: string): string {
  return `{{${group}.${key}}}`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Replaces each tag `values` knows by its value (through `escape` for HTML); a tag it does not know stays as written. */
export function fillMergeTags(text: string, values: Readonly<Record<string, string>>, escape: (value: string) => string = (v) => v): string {
  return text.replace(TAG, (whole, key: string) => (Object.hasOwn(values, key) ? escape(values[key]!) : whole));
}
