import { inflateSync } from 'node:zlib';

/** Objects of a PDF by number: the dictionary text and the decoded stream, if any. */
function readObjects(pdf: Buffer): Map<number, { head: string; stream: string | null }> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, { head: string; stream: string | null }>();
  for (const match of text.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = /stream\r?\n/.exec(body);
    const head = streamAt ? body.slice(0, streamAt.index) : body;
    let stream: string | null = null;
    if (streamAt) {
      const raw = body.slice(streamAt.index + streamAt[0].length).replace(/\r?\nendstream\s*$/, '');
      const bytes = Buffer.from(raw, 'latin1');
      stream = (head.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    }
    objects.set(Number(match[1]), { head, stream });
  }
  return objects;
}

/** A ToUnicode CMap: glyph code (hex) -> text. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  // A target may hold several code units separated by spaces (a ligature: <0066 0066 0069>).
  const unicode = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set((pair[1] ?? '').toLowerCase(), unicode(pair[2] ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const low = parseInt(range[1] ?? '0', 16);
      const high = parseInt(range[2] ?? '0', 16);
      const width = (range[1] ?? '').length;
      const targets = [...(range[3] ?? '').matchAll(/<([0-9a-fA-F\s]+)>/g)].map((target) => target[1] ?? '');
      for (let code = low; code <= high; code += 1) {
        const key = code.toString(16).padStart(width, '0');
        const target = targets.length > 1 ? targets[code - low] : undefined;
        if (target !== undefined) map.set(key, unicode(target));
        else if (targets[0] !== undefined) {
          const start = parseInt(targets[0], 16) + (code - low);
          map.set(key, String.fromCodePoint(start));
        }
      }
    }
  }
  return map;
}

/**
 * The text of a PDF written by pdfkit with embedded fonts, one line per text object (BT ... ET):
 * content streams are inflated and each glyph is mapped back through its font's ToUnicode CMap.
 * A test helper, not a general PDF reader.
 */
export function readPdfText(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const fonts = new Map<string, Map<string, string>>();
  for (const { head } of objects.values()) {
    for (const entry of head.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(entry[2]))?.head ?? '';
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
      const cmap = cmapRef ? objects.get(Number(cmapRef))?.stream : null;
      if (cmap) fonts.set(entry[1] ?? '', readCMap(cmap));
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (stream === null || !stream.includes('BT')) continue;
    for (const block of stream.matchAll(/BT([\s\S]*?)ET/g)) {
      const font =
        fonts.get(/\/(F\d+) [\d.]+ Tf/.exec(block[1] ?? '')?.[1] ?? '') ?? new Map<string, string>();
      const glyphs = [...(block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].flatMap(
        (hex) => (hex[1] ?? '').match(/.{4}/g) ?? [],
      );
      lines.push(glyphs.map((glyph) => font.get(glyph.toLowerCase()) ?? '').join(''));
    }
  }
  return lines;
}
