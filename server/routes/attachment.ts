/** Answering with a file: its Content-Disposition, its headers and its response schema, for every route that sends one. */
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { ReportFile } from '../reports/kinds';

/** RFC 6266: the exact name (RFC 8187 encoded when it needs to be) and an ASCII fallback for old clients. */
function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_');
  return contentDisposition(fileName, { fallback: ascii });
}

/** The 200 answer of a file route in the OpenAPI document: bytes, described in words. */
export function fileAnswer(description: string) {
  return { description, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } as const;
}

/** Sends the file as an attachment that no shared cache keeps (a report holds the caller's data). */
export function sendFile(reply: FastifyReply, file: ReportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
