import type { ExportFormat } from '../../schemas/components/common.gen.ts';
import type { ChartHandle } from './VegaEmbed.tsx';
import { dataUrlText, rasterWithHeader, svgWithHeader } from './exportHeader.ts';
import { dataUrlBytes, jpegToPdf } from './imagePdf.ts';
import { downloadHref as download } from '../../src/api/downloads.ts';


/**
 * Saves or prints the chart: PNG, JPEG and SVG as images, PDF as a one-page document, print through a hidden frame;
 * each with the chart's title and its `context` lines (survey, unit, period, filters) above the chart.
 */
export async function exportChart(handle: ChartHandle, format: ExportFormat, name: string, context: readonly string[] = []): Promise<void> {
  const file = name.replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'chart';
  const { width, height } = handle.size();
  if (format === 'svg') {
    const svg = svgWithHeader(dataUrlText(await handle.toImageURL('svg')), width, height, name, context);
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    download(url, `${file}.svg`);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return;
  }
  if (format === 'png' || format === 'jpeg') {
    const image = await rasterWithHeader(await handle.toImageURL(format), width, name, context, format === 'png' ? 'image/png' : 'image/jpeg');
    download(image.url, `${file}.${format === 'jpeg' ? 'jpg' : format}`);
    return;
  }
  const jpeg = await rasterWithHeader(await handle.toImageURL('jpeg'), width, name, context, 'image/jpeg');
  if (format === 'pdf') {
    const pdf = jpegToPdf(dataUrlBytes(jpeg.url), jpeg.width, jpeg.height);
    const url = URL.createObjectURL(new Blob([pdf as BlobPart], { type: 'application/pdf' }));
    download(url, `${file}.pdf`);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return;
  }
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  const img = doc.createElement('img');
  img.src = jpeg.url;
  img.alt = [name, ...context].join('. ');
  img.style.maxWidth = '100%';
  doc.body.appendChild(img);
  await img.decode();
  frame.contentWindow!.print();
  setTimeout(() => frame.remove(), 1000);
}
