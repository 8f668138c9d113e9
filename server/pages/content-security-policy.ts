import type { ServerConfig } from '../config';
import { IDP_INLINE_SOURCES } from '../idp/pages';

/**
 * The Content-Security-Policy of every answer. The SPA's scripts come only from our origin and
 * nothing may evaluate code: page descriptors are checked by precompiled validators and Vega runs
 * with its expression interpreter, so no 'unsafe-eval'. Styles allow 'unsafe-inline' because MUI's
 * emotion and Vega's SVG write style tags and attributes at run time.
 *
 * The embedded identity provider's own pages (/idp) carry an inline style and, on sign-out, an inline
 * auto-submit script: their policy allows exactly those by hash, nothing else inline, and no script file.
 * `route` is the pattern of the route the request reached (`request.routeOptions.url`), so the choice does not
 * depend on how the URL was spelled.
 *
 * Frames show only our own origin (and the SSO server's): previews are images (the letter's pages) or sandboxed
 * frames of sanitised mail, never a blob: or data: document; `object-src` stays 'none'.
 */
export function contentSecurityPolicy(route: string, config: Pick<ServerConfig, 'identity'>): string {
  if (route === '/idp' || route.startsWith('/idp/')) {
    return [
      "default-src 'self'",
      `script-src ${IDP_INLINE_SOURCES.script}`,
      `style-src 'self' ${IDP_INLINE_SOURCES.style}`,
      "img-src 'self' data:",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
  }
  const sso = config.identity.mode === 'keycloak' ? ` ${new URL(config.identity.url).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${sso}`,
    `frame-src 'self'${sso}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
