import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every text answer the client accepts it for: the SPA's scripts, styles and page, and
 * the API's JSON. @fastify/compress leaves alone what is compressed already (xlsx, pdf: their types are not
 * compressible), server-sent events, and anything under 1 KB; brotli runs at quality 4, cheap enough per
 * request. Request bodies are never inflated: no client sends them compressed, and a small compressed body
 * could expand far beyond what the body limit was meant to let through.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
}
