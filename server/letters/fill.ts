/** A letter template (.fodt) with its merge tags filled: values are text, so XML's own characters become entities. */
import { fillMergeTags } from '../../core/templates/mergeTags';

export function escapeXml(value: string): string {
  // Control characters XML 1.0 cannot hold at all (all below space but tab, line feed and carriage return) are left out.
  const allowed = Array.from(value).filter((ch) => ch.charCodeAt(0) >= 0x20 || ch === '\t' || ch === '\n' || ch === '\r');
  return allowed.join('').replace(
    /[&<>"']/g,
    (c) =>
      ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&apos;',
      })[c]!,
  );
}

export function fillLetter(fodt: string, values: Readonly<Record<string, string>>): string {
  return fillMergeTags(fodt, values, escapeXml);
}
