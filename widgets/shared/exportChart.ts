import type { ExportFormat } from '../../schemas/components/common.gen.ts';
import type { ChartHandle } from './VegaEmbed.tsx';
import { dataUrlBytes, jpegToPdf } from './imagePdf.ts';

function download(href: string, filename: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Saves or prints the chart: PNG, JPEG and SVG as images, PDF as a one-page document, print through a hidden frame. */
export async function exportChart(handle: ChartHandle, format: ExportFormat, name: string): Promise<void> {
  const file = name.replace(/[^\w-]+/g, '_') || 'chart';
  if (format === 'png' || format === 'svg' || format === 'jpeg') {
    download(await handle.toImageURL(format), `${file}.${format === 'jpeg' ? 'jpg' : format}`);
    return;
  }
  const jpeg = await handle.toImageURL('jpeg');
  if (format === 'pdf') {
    const image = new Image();
    image.src = jpeg;
    await image.decode();
    const pdf = jpegToPdf(dataUrlBytes(jpeg), image.naturalWidth, image.naturalHeight);
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
  img.src = jpeg;
  img.alt = name;
  img.style.maxWidth = '100%';
  doc.body.appendChild(img);
  await img.decode();
  frame.contentWindow!.print();
  setTimeout(() => frame.remove(), 1000);
}
