/**
 * PDF output (pdfkit): a document drawn by the caller, collected into bytes, with the report's title and context
 * lines on top and the title as metadata. Text is set in DejaVu Sans (npm `dejavu-fonts-ttf`, Bitstream Vera licence
 * with public-domain DejaVu changes): pdfkit's built-in Helvetica knows only Windows-1252, so Sámi (čđŋŧ) and Polish
 * (łńśźż) letters came out garbled; an embedded Unicode font is subset into each file with its ToUnicode table,
 * so readers show and copy every letter.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { contextText, type ContextLine } from './header';

export const PDF_TYPE = 'application/pdf';
export const PRIMARY = '#0000c8';
export const MUTED = '#5f6368';

export type Pdf = PDFKit.PDFDocument;

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
/** The regular and bold faces every report uses; `doc.font(BOLD)` switches, `doc.font(REGULAR)` switches back. */
export const REGULAR = 'Body';
export const BOLD = 'Body-Bold';
const FONTS = { [REGULAR]: fontFile('DejaVuSans.ttf'), [BOLD]: fontFile('DejaVuSans-Bold.ttf') };

export async function pdfReport(meta: { title: string; lines: ContextLine[] }, draw: (doc: Pdf) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: meta.title, Creator: 'Sightline', Producer: 'Sightline (pdfkit)' } });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.font(BOLD).fillColor(PRIMARY).fontSize(18).text(meta.title).font(REGULAR);
  doc.fillColor(MUTED).fontSize(9);
  for (const line of meta.lines) doc.text(contextText(line));
  doc.moveDown().fillColor('black');
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
  doc.moveDown(0.5).font(BOLD).fillColor(PRIMARY).fontSize(13).text(text).font(REGULAR).fillColor('black').fontSize(10).moveDown(0.3);
}
