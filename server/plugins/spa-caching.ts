import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** index.html names the current hashed bundles, so a browser must revalidate it (ETag) on every load. */
export const SPA_PAGE_CACHE_CONTROL = 'no-cache';

/**
 * Cache-Control of the built SPA's files (for @fastify/static's setHeaders): the page is revalidated, the
 * files under assets/ have content hashes in their names and never change, everything else keeps the
 * static plugin's short default.
 */
export function spaCacheHeaders(reply: FastifyReply, file: string): void {
  // With preCompressed the file sent may be index.html.br.
  if (path.basename(file).replace(/\.(?:br|gz)$/, '') === 'index.html') reply.header('cache-control', SPA_PAGE_CACHE_CONTROL);
  else if (path.basename(path.dirname(file)) === 'assets') reply.header('cache-control', 'public, max-age=31536000, immutable');
}
