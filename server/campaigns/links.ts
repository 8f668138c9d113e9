/**
 * Signed campaign links (issue 18): the open pixel, each click redirect and the one-click unsubscribe carry an HMAC of
 * what they do with the campaign's own key, so a forged, altered or reused-for-another-row link is refused (404).
 */
import crypto from 'node:crypto';

export type LinkKind = 'open' | 'click' | 'unsub';

export function newLinkKey(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function signLink(key: string, kind: LinkKind, universeId: number, trackingId: number, url = ''): string {
  return crypto.createHmac('sha256', key).update(`${kind}\n${universeId}\n${trackingId}\n${url}`).digest('base64url');
}

export function linkSignatureOk(key: string, kind: LinkKind, universeId: number, trackingId: number, sig: string, url = ''): boolean {
  const want = Buffer.from(signLink(key, kind, universeId, trackingId, url));
  const got = Buffer.from(sig);
  return want.length === got.length && crypto.timingSafeEqual(want, got);
}

export function linkUrl(publicUrl: string, key: string, kind: LinkKind, universeId: number, trackingId: number, url = ''): string {
  const base = `${publicUrl.replace(/\/$/, '')}/rest/campaignlink/${kind}/${universeId}/${trackingId}/${signLink(key, kind, universeId, trackingId, url)}`;
  return kind === 'click' ? `${base}?url=${encodeURIComponent(url)}` : base;
}

/** Every http(s) link of a mail's HTML goes through the click redirect; the open pixel goes before </body>. */
export function trackMailHtml(html: string, link: (kind: LinkKind, url?: string) => string): string {
  const linked = html.replace(/href="(https?:\/\/[^"]+)"/g, (_whole, url: string) => `href="${link('click', url.replace(/&amp;/g, '&'))}"`);
  const pixel = `<img src="${link('open')}" width="1" height="1" alt="" style="display:none">`;
  return /<\/body>/i.test(linked) ? linked.replace(/<\/body>/i, `${pixel}</body>`) : `${linked}${pixel}`;
}

const bounceSignature = (key: string, universeId: number, trackingId: number) =>
  crypto.createHmac('sha256', key).update(`bounce\n${universeId}\n${trackingId}`).digest('hex').slice(0, 32);

/**
 * The VERP return path of one row's mail, `bounce+{universe}.{row}.{signature}@{domain}`: a delivery status
 * notification comes back to it and so names the row. The signature (HMAC-SHA256 with the campaign's key, 128 bits in
 * lower-case hex, as some mail systems fold the case of addresses) keeps anyone from failing another row.
 */
export function bounceAddress(domain: string, key: string, universeId: number, trackingId: number): string {
  return `bounce+${universeId}.${trackingId}.${bounceSignature(key, universeId, trackingId)}@${domain}`;
}

/** The row a return path names, unchecked (`bounceSignatureOk` checks it with the campaign's key); null for another address. */
export function parseBounceAddress(address: string, domain: string): { universeId: number; trackingId: number; signature: string } | null {
  const m = /^bounce\+(\d{1,9})\.(\d{1,15})\.([0-9a-f]{32})@(.+)$/i.exec(address.trim());
  if (!m || m[4]!.toLowerCase() !== domain.toLowerCase()) return null;
  return { universeId: Number(m[1]), trackingId: Number(m[2]), signature: m[3]!.toLowerCase() };
}

export function bounceSignatureOk(key: string, universeId: number, trackingId: number, signature: string): boolean {
  const want = Buffer.from(bounceSignature(key, universeId, trackingId));
  const got = Buffer.from(signature);
  return want.length === got.length && crypto.timingSafeEqual(want, got);
}
