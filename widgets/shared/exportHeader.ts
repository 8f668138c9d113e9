/**
 * The context header of a chart export (issue 12, "Exports with context"): the chart's title in bold, then the lines
 * saying what it shows (survey, unit, period, filters), above the chart, so a saved or printed chart still says
 * what it is. The raster formats draw it on a canvas; SVG gets it as text elements, selectable and searchable.
 */
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';
const TITLE_SIZE = 16;
const LINE_SIZE = 12;
const PAD = 12;

/** Height of the header band in CSS pixels. */
export function headerHeight(lines: readonly string[]): number {
  return PAD + TITLE_SIZE * 1.4 + lines.length * LINE_SIZE * 1.4 + PAD;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The chart's SVG below a header of text elements, one `<svg>` of the chart's width. */
export function svgWithHeader(chartSvg: string, width: number, height: number, title: string, lines: readonly string[]): string {
  const top = headerHeight(lines);
  const text = [
    `<text x="${PAD}" y="${PAD + TITLE_SIZE}" font-family='${FONT}' font-size="${TITLE_SIZE}" font-weight="bold" fill="#000">${escapeXml(title)}</text>`,
    ...lines.map(
      (line, i) => `<text x="${PAD}" y="${PAD + TITLE_SIZE * 1.4 + (i + 1) * LINE_SIZE * 1.4 - 3}" font-family='${FONT}' font-size="${LINE_SIZE}" fill="#5f6368">${escapeXml(line)}</text>`,
    ),
  ].join('');
  // The chart's own document, its XML declaration dropped, nested and moved below the header.
  const chart = chartSvg.replace(/^\s*<\?xml[^>]*>\s*/, '').replace(/^<svg\b/, `<svg y="${top}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height + top}" viewBox="0 0 ${width} ${height + top}"><rect width="100%" height="100%" fill="#fff"/>${text}${chart}</svg>`;
}

/** The chart image (a data URL) below the header, drawn on a canvas and read back as `type`. */
export async function rasterWithHeader(imageUrl: string, cssWidth: number, title: string, lines: readonly string[], type: 'image/png' | 'image/jpeg'): Promise<{ url: string; width: number; height: number }> {
  const image = new Image();
  image.src = imageUrl;
  await image.decode();
  // Vega renders at a scale factor; the header follows it so both look the same size.
  const scale = cssWidth > 0 ? image.naturalWidth / cssWidth : 1;
  const top = Math.ceil(headerHeight(lines) * scale);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(image.naturalWidth, 1);
  canvas.height = image.naturalHeight + top;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.scale(scale, scale);
  g.fillStyle = '#000';
  g.font = `bold ${TITLE_SIZE}px ${FONT}`;
  g.fillText(title, PAD, PAD + TITLE_SIZE, canvas.width / scale - 2 * PAD);
  g.fillStyle = '#5f6368';
  g.font = `${LINE_SIZE}px ${FONT}`;
  lines.forEach((line, i) => g.fillText(line, PAD, PAD + TITLE_SIZE * 1.4 + (i + 1) * LINE_SIZE * 1.4 - 3, canvas.width / scale - 2 * PAD));
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.drawImage(image, 0, top);
  return { url: canvas.toDataURL(type, 0.92), width: canvas.width, height: canvas.height };
}

/** A data URL's text (an SVG export is `data:image/svg+xml,...`, percent-encoded or base64). */
export function dataUrlText(url: string): string {
  const comma = url.indexOf(',');
  const body = url.slice(comma + 1);
  return /;base64$/.test(url.slice(0, comma)) ? new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0))) : decodeURIComponent(body);
}
