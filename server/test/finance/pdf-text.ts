// Reads the text back out of a PDF the server wrote (test only): inflates every stream, maps each
// font's glyph ids to letters through its ToUnicode map, and decodes the text shown in each text
// object (BT … ET) of the pages' content streams, one string per text object, in page order.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  const pattern = /(\d+) 0 obj\s*/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(match[1], { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const dataStart = start + streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
    const dataEnd = text.lastIndexOf('endstream', end);
    const raw = pdf.subarray(dataStart, dataEnd);
    objects.set(match[1], { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

/** A hex string's UTF-16 text; pdfkit writes a ligature's letters with a space between (<0066 0066>). */
const utf16 = (spaced: string): string => {
  const hex = spaced.replace(/\s+/g, '');
  let out = '';
  for (let index = 0; index < hex.length; index += 4)
    out += String.fromCharCode(parseInt(hex.slice(index, index + 4), 16));
  return out;
};

/** glyph id → text, from a ToUnicode CMap's bfchar and bfrange entries. */
function readCmap(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1].matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const first = parseInt(entry[1], 16);
      const last = parseInt(entry[2], 16);
      if (entry[3].startsWith('[')) {
        [...entry[3].matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((target, offset) =>
          glyphs.set(first + offset, utf16(target[1])),
        );
      } else {
        const base = parseInt(entry[3].slice(1, -1), 16);
        for (let code = first; code <= last; code += 1)
          glyphs.set(code, String.fromCharCode(base + code - first));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      glyphs.set(parseInt(entry[1], 16), utf16(entry[2]));
  }
  return glyphs;
}

export interface PdfText {
  /** One string per text object, in the order drawn. */
  pieces: string[];
  /** Names of the embedded fonts (subset prefix included). */
  fonts: string[];
  pages: number;
}

export function pdfText(pdf: Buffer): PdfText {
  const objects = readObjects(pdf);
  const ref = (dict: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1] ?? null;
  // Resource names (F1, F2 …) name the same font object on every page of a pdfkit document.
  const fontByName = new Map<string, Map<number, string>>();
  const fonts: string[] = [];
  for (const object of objects.values()) {
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(object.dict);
    if (!fontDict) continue;
    for (const entry of fontDict[1].matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(entry[2]);
      const toUnicode = font ? ref(font.dict, 'ToUnicode') : null;
      const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
      if (cmap && !fontByName.has(entry[1])) {
        fontByName.set(entry[1], readCmap(cmap.toString('latin1')));
        fonts.push(/\/BaseFont \/(\S+)/.exec(font?.dict ?? '')?.[1] ?? '');
      }
    }
  }
  const pieces: string[] = [];
  let pages = 0;
  for (const object of objects.values()) {
    if (!/\/Type \/Page\b/.test(object.dict)) continue;
    pages += 1;
    const contents = ref(object.dict, 'Contents');
    const stream = contents ? objects.get(contents)?.stream?.toString('latin1') : null;
    if (!stream) continue;
    for (const block of stream.matchAll(/BT([\s\S]*?)ET/g)) {
      let glyphs: Map<number, string> | undefined;
      let piece = '';
      for (const op of block[1].matchAll(/\/(\w+) [\d.]+ Tf|\[((?:[^\]])*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
        if (op[1]) glyphs = fontByName.get(op[1]);
        const hexes =
          op[2] !== undefined
            ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1])
            : op[3] !== undefined
              ? [op[3]]
              : [];
        for (const hex of hexes) {
          for (let index = 0; index < hex.length; index += 4)
            piece += glyphs?.get(parseInt(hex.slice(index, index + 4), 16)) ?? '\uFFFD';
        }
      }
      pieces.push(piece);
    }
  }
  return { pieces, fonts, pages };
}
