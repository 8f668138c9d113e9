/**
 * A file sent as the one file of a multipart body (letters, e-mail images, spreadsheets): read with the caller's
 * size limit at the parser, and named as kept. What is wrong with it (no file, too large) is returned, not thrown,
 * so each service says it in its own words and the caller's language.
 */
import type { FastifyRequest } from 'fastify';

export type Upload = { fileName: string; bytes: Buffer } | { problem: 'noFile' | 'tooLarge' };

const fastifyCode = (err: unknown) => (typeof (err as { code?: unknown }).code === 'string' ? (err as { code: string }).code : '');

/** The one file of the multipart body, of at most `maxBytes`; with `field`, only a file sent under that name. */
export async function readUpload(request: FastifyRequest, maxBytes: number, field?: string): Promise<Upload> {
  if (!request.isMultipart()) return { problem: 'noFile' };
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5 } });
    if (!file || (field !== undefined && file.fieldname !== field)) return { problem: 'noFile' };
    return { fileName: file.filename, bytes: await file.toBuffer() };
  } catch (err) {
    if (fastifyCode(err) === 'FST_REQ_FILE_TOO_LARGE') return { problem: 'tooLarge' };
    // A malformed or over-long multipart body (busboy's and the plugin's errors) holds no file to check: a 400, not the plugin's 406 or 413.
    if (fastifyCode(err).startsWith('FST_')) return { problem: 'noFile' };
    throw err;
  }
}

/** The upload's name as kept: the last path segment a browser may send, without control characters. */
export function uploadFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  return Array.from(last)
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
}
