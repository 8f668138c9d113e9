/** PDF output (pdfkit): a document drawn by the caller, collected into bytes, with the survey and title as metadata. */
import PDFDocument from 'pdfkit';

export const PDF_TYPE = 'application/pdf';
export const PRIMARY = '#0000c8';
export const MUTED = '#5f6368';

export type Pdf = PDFKit.PDFDocument;

export async function pdfReport(meta: { title: string; subtitle: string }, draw: (doc: Pdf) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: meta.title, Creator: 'Sightline', Producer: 'Sightline (pdfkit)' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.fillColor(PRIMARY).fontSize(20).text(meta.title);
  doc.fillColor(MUTED).fontSize(10).text(meta.subtitle).moveDown();
  doc.fillColor('black');
  await draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Starts a new page when fewer than `needed` points are left above the bottom margin. */
export function ensureSpace(doc: Pdf, needed: number): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 40);
  doc.moveDown(0.5).fillColor(PRIMARY).fontSize(13).text(text).fillColor('black').fontSize(10).moveDown(0.3);
}
