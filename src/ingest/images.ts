/**
 * Images a Markdown chapter shows (MD-6): the path resolved inside the book folder, the file read and its type
 * sniffed from its bytes. Ingest checks every image before anything is rendered; renderers read them with the
 * same function, so a file removed in between still fails with the Markdown file and line.
 */
import { join, posix } from 'node:path';
import { InputError } from '../errors.ts';
import { type Chapter, type SourceRef, walkBlocks } from '../model/book.ts';
import { readRegularFile } from '../util/fs.ts';

/** The image types both editions can show: EPUB core media types that pdfkit also draws. */
const SIGNATURES: readonly { mediaType: 'image/png' | 'image/jpeg'; extension: string; magic: readonly number[] }[] = [
  { mediaType: 'image/png', extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mediaType: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
];
/** Types a user may have, named in the error so the fix is plain. */
const OTHER_TYPES: readonly { name: string; magic: readonly number[] }[] = [
  { name: 'GIF', magic: [0x47, 0x49, 0x46, 0x38] },
  { name: 'WebP', magic: [0x52, 0x49, 0x46, 0x46] },
  { name: 'BMP', magic: [0x42, 0x4d] },
];

export interface ImageFile {
  bytes: Uint8Array;
  mediaType: 'image/png' | 'image/jpeg';
  /** File extension matching the bytes (`png`, `jpg`), whatever the name says. */
  extension: string;
}

/**
 * A Markdown image target → a path relative to the book folder (`chapters/01.md` + `../images/a.png` →
 * `images/a.png`). Throws InputError naming the Markdown file and line for a web address or a path that leaves
 * the folder.
 */
export function resolveImagePath(src: string, markdownFile: string, source: SourceRef): string {
  const target = decodeTarget(src);
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//'))
    throw new InputError(`image \`${src}\` is not a file in the book folder (shufang reads no network)`, {
      file: source.path,
      line: source.line,
      hint: 'download the image into the book folder and link it by a relative path',
    });
  if (target.startsWith('/'))
    throw new InputError(`image \`${src}\` has an absolute path`, {
      file: source.path,
      line: source.line,
      hint: 'use a path relative to the Markdown file',
    });
  const path = posix.normalize(posix.join(posix.dirname(markdownFile), target));
  if (path === '..' || path.startsWith('../'))
    throw new InputError(`image \`${src}\` is outside the book folder`, { file: source.path, line: source.line });
  return path;
}

/** Reads an image of the book; throws InputError naming the Markdown file and line when it is missing or not PNG/JPEG. */
export function readImage(root: string, src: string, source: SourceRef): ImageFile {
  // A regular file only (util/fs.ts): a FIFO named like a picture is refused instead of blocking the build.
  let bytes: Uint8Array;
  try {
    bytes = readRegularFile(join(root, src), { Err: InputError, shownAs: source.path, what: `image \`${src}\`` });
  } catch (cause) {
    throw new InputError((cause as Error).message, {
      file: source.path,
      line: source.line,
      cause,
      hint: 'the path is relative to the Markdown file',
    });
  }
  const starts = (magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);
  const known = SIGNATURES.find((s) => starts(s.magic));
  if (known) return { bytes, mediaType: known.mediaType, extension: known.extension };
  const other = OTHER_TYPES.find((t) => starts(t.magic));
  throw new InputError(`image \`${src}\` is ${other ? `a ${other.name} file` : 'not a PNG or JPEG file'}`, {
    file: source.path,
    line: source.line,
    hint: 'convert it to PNG or JPEG, the image types both the EPUB and the PDF show',
  });
}

/** Checks that every image of the chapters exists and is a PNG or JPEG (MD-6), before any rendering. */
export function checkImages(root: string, chapters: readonly Chapter[]): void {
  for (const chapter of chapters)
    walkBlocks(chapter.blocks, (b) => {
      if (b.kind === 'image') readImage(root, b.src, b.source);
    });
}

/** `images/%E5%9B%BE.png` and `<images/图 1.png>` both name the file `images/图 1.png`. */
function decodeTarget(src: string): string {
  try {
    return decodeURI(src);
  } catch {
    return src;
  }
}
