/**
 * The text of a PDF as a reader would copy it: each text object (BT … ET) of every content stream, its glyph codes
 * mapped through its font's ToUnicode table. Enough for pdfkit's output (indirect objects, Flate streams, fonts named
 * once per document); a font without a ToUnicode table reads its codes as Latin-1, as a reader falls back to.
 */
import zlib from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const start = body.indexOf('\n', at) + 1;
    const end = body.lastIndexOf('endstream');
    const raw = Buffer.from(body.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    const dict = body.slice(0, at);
    objects.set(Number(m[1]), { dict, stream: /\/FlateDecode/.test(dict) ? zlib.inflateSync(raw) : raw });
  }
  return objects;
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** Code (hex, upper case) → text, from a ToUnicode CMap's bfchar and bfrange sections. */
function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(m[1]!.toUpperCase(), utf16(m[2]!));
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      const width = m[1]!.length;
      const targets = m[3]!.startsWith('[') ? [...m[3]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((t) => t[1]!) : null;
      for (let code = lo; code <= hi; code++) {
        const key = code.toString(16).toUpperCase().padStart(width, '0');
        if (targets) map.set(key, utf16(targets[code - lo] ?? ''));
        else {
          const base = Buffer.from(m[3]!.slice(1, -1), 'hex');
          base.writeUInt16BE(base.readUInt16BE(base.length - 2) + (code - lo), base.length - 2);
          map.set(key, base.swap16().toString('utf16le'));
        }
      }
    }
  }
  return map;
}

/** Font resource name (`F1`) → its ToUnicode map, or null for a font without one. */
function fontsOf(objects: Map<number, PdfObject>): Map<string, Map<string, string> | null> {
  const fonts = new Map<string, Map<string, string> | null>();
  for (const { dict } of objects.values()) {
    for (const block of dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const m of block[1]!.matchAll(/\/([A-Za-z0-9_-]+)\s+(\d+) 0 R/g)) {
        const font = objects.get(Number(m[2]));
        const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
        const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : undefined;
        fonts.set(m[1]!, cmap ? parseCMap(cmap.toString('latin1')) : null);
      }
    }
  }
  return fonts;
}

function decode(hex: string, cmap: Map<string, string> | null): string {
  if (!cmap) return Buffer.from(hex, 'hex').toString('latin1');
  const width = [...cmap.keys()][0]?.length ?? 4;
  let out = '';
  for (let i = 0; i < hex.length; i += width) out += cmap.get(hex.slice(i, i + width).toUpperCase()) ?? '\uFFFD';
  return out;
}

/** Every text object's text, one line each, in the order they are drawn. */
export function pdfTextLines(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const fonts = fontsOf(objects);
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString('latin1');
    if (!content || !/\bBT\b/.test(content) || content.includes('begincmap')) continue;
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font: Map<string, string> | null = null;
      let line = '';
      for (const op of block[1]!.matchAll(/\/([A-Za-z0-9_-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
        if (op[1]) font = fonts.get(op[1]) ?? null;
        else if (op[2] !== undefined) line += decode(op[2], font);
        else if (op[3] !== undefined) line += op[3].replace(/\\(.)/g, '$1');
      }
      lines.push(line);
    }
  }
  return lines;
}
