/** A subset of the body font for the EPUB: only the glyphs the edition uses, layout features kept (EPUB-5/6/7). */
import { dirname, join } from 'node:path';
import { FontError } from '../../errors.ts';
import { readRegularFile } from '../../util/fs.ts';
import { readFontFile } from '../font-file.ts';
import { type Memo, noMemo } from '../../util/cache.ts';
import { subsetCharacters } from '../pdf/hb-subset.ts';
import { sfntToWoff } from './woff.ts';

/**
 * Characters always kept, so a later edit does not need new glyphs for them (EPUB-6): the CJK punctuation of
 * the class table (CLS-1), the corner brackets of the other region, digits and ASCII.
 */
const ALWAYS =
  '、，。．：；！？‼⁇⁈⁉”’」』）〕〗】］｝》〉“‘「『（〔〖【［｛《〈–～〜—·・‧•／…⋯⸺＊　' +
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

export interface EmbeddedFont {
  woff: Uint8Array;
  license: string;
}

/**
 * Subsets `fontPath` to the characters of `text` and wraps it as WOFF: measured on 水浒传 (4,198 distinct
 * characters) at about 1.1 MB, against 1.79 MB for TrueType and 4.5–6 s of CPU for WOFF2. harfbuzz hb-subset
 * keeps every layout feature (`vert`, `vrt2`, `halt`, `chws`, `vchw`), which fontTools' defaults would drop.
 */
export async function subsetForEpub(fontPath: string, text: string, memo: Memo = noMemo): Promise<EmbeddedFont> {
  const chars = distinctChars(text + ALWAYS).join('');
  // The subset depends on the font and the characters only (the caller's memo knows the font file's signature): an
  // edited chapter that brings no new character keeps it. zlib's version is in the key, as for the EPUB's entries.
  const kept = memo(['epub-font', fontPath, process.versions.zlib, chars], () => {
    const font = readBodyFont(fontPath);
    // Only an sfnt is kept: a WOFF or WOFF2 body font is subset asynchronously, below, every time.
    return isSfnt(font) ? Buffer.from(woffOf(fontPath, () => subsetCharacters(font, chars))).toString('base64') : null;
  });
  const woff = kept ? Buffer.from(kept, 'base64') : await subsetOther(fontPath, chars);
  return { woff, license: readLicense(fontPath) };
}

/** Non-blocking open and fstat: a FIFO put in place after resolve checked the path is refused, never waited on. */
const readBodyFont = (fontPath: string) => readFontFile(fontPath, 'the body font');

/**
 * A WOFF or WOFF2 body font goes through subset-font's conversion first (loaded only then: it loads fontverter and
 * its WOFF2 codec); an sfnt goes to the thread's harfbuzz instead, the one the PDF subsets with: the same calls, the same bytes.
 */
async function subsetOther(fontPath: string, chars: string): Promise<Uint8Array> {
  const font = readBodyFont(fontPath);
  let sfnt: Uint8Array;
  try {
    sfnt = await (await import('subset-font')).default(font, chars, { targetFormat: 'truetype' });
  } catch (err) {
    throw subsetError(fontPath, err);
  }
  return woffOf(fontPath, () => sfnt);
}

/** The sfnt `subset` returns, wrapped as WOFF; a failure of either is a FontError naming the font. */
function woffOf(fontPath: string, subset: () => Uint8Array): Uint8Array {
  try {
    return sfntToWoff(subset());
  } catch (err) {
    throw subsetError(fontPath, err);
  }
}

const subsetError = (fontPath: string, err: unknown) =>
  new FontError(`cannot subset the font (${(err as Error).message}); is it a TrueType/OpenType file?`, { file: fontPath, cause: err });

/**
 * The distinct characters of `text`, sorted: what `[...new Set(text)].sort()` gives (code points, a lone surrogate
 * as itself), in one pass over the char codes instead of a Set lookup per character of the whole book.
 */
export function distinctChars(text: string): string[] {
  const seen = new Uint8Array(0x10000);
  const bmp: string[] = [];
  const astral = new Set<string>();
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) {
        astral.add(text.slice(i, i + 2));
        i++;
        continue;
      }
    }
    if (seen[c] === 0) {
      seen[c] = 1;
      bmp.push(String.fromCharCode(c));
    }
  }
  return [...bmp, ...astral].sort();
}

/** TrueType (1.0 or 'true') or OpenType ('OTTO') by its sfnt version tag, as fontverter detects 'sfnt'. */
function isSfnt(font: Uint8Array): boolean {
  const tag = font.length >= 4 ? ((font[0] << 24) | (font[1] << 16) | (font[2] << 8) | font[3]) >>> 0 : 0;
  return tag === 0x00010000 || tag === 0x74727565 || tag === 0x4f54544f;
}

/** The OFL text shipped beside the font in its npm package (EPUB-7 keeps it in the EPUB). */
function readLicense(fontPath: string): string {
  for (const candidate of [
    join(dirname(fontPath), '..', 'LICENSE_FONT'),
    join(dirname(fontPath), 'OFL.txt'),
    join(dirname(fontPath), 'LICENSE'),
  ]) {
    try {
      // A FIFO or folder of that name is skipped like a missing one (never a blocking read).
      return readRegularFile(candidate, { Err: FontError, shownAs: candidate, what: 'the licence file' }).toString('utf8');
    } catch {
      /* try the next name */
    }
  }
  throw new FontError(`no licence file beside the font (looked for LICENSE_FONT, OFL.txt, LICENSE)`, { file: fontPath });
}

/** The @font-face rule and body font stack that use the embedded subset; the generic family stays as fallback. */
export function fontFaceCss(href: string): string {
  return `\n/* Embedded subset of the body font (SIL Open Font License, fonts/OFL.txt). */\n@font-face { font-family: "shufang-body"; src: url(${href}) format("woff"); }\nbody { font-family: "shufang-body", serif; }\n`;
}
