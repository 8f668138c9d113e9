/** The Content-Disposition of a downloaded file, for every route that sends one. */
import { create as contentDisposition } from 'content-disposition';

/** RFC 6266: the exact name (RFC 8187 encoded when it needs to be) and an ASCII fallback for old clients. */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_');
  return contentDisposition(fileName, { fallback: ascii });
}
