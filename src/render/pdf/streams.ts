/**
 * pdfkit deflates every stream it writes at zlib's default level and takes no option for it (pdfkit 0.20,
 * PDFReference.finalize); this makes one document deflate its streams at a level of our choosing instead, and
 * lets go of each object's dictionary once it is written.
 */
import { constants, deflateRawSync, deflateSync, inflateRawSync } from 'node:zlib';
import { type Memo, noMemo } from '../../util/cache.ts';
import { sha256 } from '../../util/hash.ts';

/** The pdfkit internals this relies on: a reference collects written chunks and deflates them when it ends. */
interface PdfReference {
  document: object;
  id: number;
  compress: boolean;
  buffer: Uint8Array[];
  data: Record<string, unknown>;
  finalize(): void;
  /** The stream's first part, deflated already (setHead). */
  head?: DeflatedHead;
}

/**
 * The first part of a stream deflated on its own (raw deflate ending in a sync flush, so more blocks can follow),
 * with its length and Adler-32: a chapter page's content up to its folio, which a later build can reuse whole
 * while the folio after it is deflated afresh (page-cache.ts).
 */
export interface DeflatedHead {
  deflated: Uint8Array;
  length: number;
  adler: number;
  /**
   * The raw content's last 32 kB, when the head was deflated in this build: the tail's dictionary without
   * inflating the head again. A head read back from the page cache has only its deflated bytes.
   */
  window?: Uint8Array;
}

/**
 * zlib level for the PDF's streams (page contents, font programs, CMaps), measured on 红楼梦's zh-Hans PDF: 1,385
 * streams, 11.8 MB raw, CPU ms best of 9 (load average 18–22 on 2 cores): level 1 → 4.16 MB in 166 ms, 2 → 4.07 MB
 * in 134, 3 → 4.02 MB in 188, 4 → 3.90 MB in 184–247, 5 → 3.75 MB in 237–247, 6 (pdfkit's) → 3.72 MB in 273–326,
 * 9 → 3.71 MB in 390. 5 is the knee: 4 → 5 takes 4 % off for little time, 5 → 6 only 0.6 % for 15–30 % more.
 */
export const STREAM_LEVEL = 5;

/**
 * The deflate level of each document that asked for one (the others keep pdfkit's own behaviour), and the number of
 * references the document had made by then: only those made after are let go of once written (the catalog, its
 * page tree and name tree, made with the document, are read again at its end).
 */
const levels = new WeakMap<object, { level: number; before: number; memo: Memo }>();
const patched = new WeakSet<object>();
/** References whose dictionary is read after they are written (keepAfterWriting). */
const kept = new WeakSet<object>();

/** Keeps `ref`'s dictionary after it is written, for code that copies it then (the vertical twin of a font). */
export function keepAfterWriting(ref: object): void {
  kept.add(ref);
}

/**
 * Every stream `doc` would have deflated is deflated at `level`; streams pdfkit writes raw (metadata) stay raw.
 * With a memo, the deflated tail joined to a reused head (joinDeflated) is kept between builds too.
 * PDFReference's prototype is patched once, on the first reference the document makes (pdfkit does not export the
 * class): per-reference overrides made each of a long book's 60,000+ references a dictionary-mode object with a
 * bound function and a closure, 26 MB of property stores alone at 12,000 pages.
 */
export function deflateStreamsAt(doc: unknown, level: number, memo: Memo = noMemo): void {
  const d = doc as { ref(data?: Record<string, unknown>): PdfReference; _offsets: unknown[] };
  levels.set(d, { level, before: d._offsets.length, memo });
  const ref = d.ref;
  d.ref = function (this: typeof d, data) {
    const r = ref.call(this, data);
    patchFinalize(Object.getPrototypeOf(r) as PdfReference);
    d.ref = ref;
    return r;
  };
}

function patchFinalize(proto: PdfReference): void {
  if (patched.has(proto)) return;
  patched.add(proto);
  const finalize = proto.finalize;
  proto.finalize = function (this: PdfReference) {
    const own = levels.get(this.document);
    if (own === undefined) return finalize.call(this);
    // pdfkit decides `compress` when it makes the reference and may turn it off later (XMP metadata): its say is
    // read here, at the end, and it then writes the bytes as they are.
    if (this.compress && (this.head || this.buffer.length)) {
      const raw = Buffer.concat(this.buffer);
      this.buffer = [this.head ? joinDeflated(this.head, raw, own.level, own.memo) : deflateSync(raw, { level: own.level })];
      this.data.Filter = 'FlateDecode';
      this.compress = false;
    }
    finalize.call(this);
    this.head = undefined;
    if (this.id <= own.before || kept.has(this)) return;
    // Written out, the object's dictionary is never read for output again, yet the document keeps every reference
    // to its end (page dictionaries in /Kids, structure elements): a 10 M-character book held 127,000 of them.
    // Only /P stays: pdfkit's structure elements read it to tell whether a child is attached (_isFlushable).
    const { P } = this.data;
    this.data = P === undefined ? {} : { P };
  };
}

/** Deflates the first part of a stream on its own, at the level of the document's other streams. */
export function deflateHead(raw: Uint8Array, level = STREAM_LEVEL): DeflatedHead {
  return {
    deflated: deflateRawSync(raw, { level, finishFlush: constants.Z_SYNC_FLUSH }),
    length: raw.length,
    adler: adler32(raw),
    window: raw.subarray(Math.max(0, raw.length - WINDOW)),
  };
}

/** Makes `head` the deflated start of stream `ref`: what is written to it afterwards follows it. */
export function setHead(ref: unknown, head: DeflatedHead): void {
  (ref as PdfReference).head = head;
}

/** zlib headers (RFC 1950 §2.2) by level: the same two bytes for every stream deflated at one level. */
const headers = new Map<number, Uint8Array>();

/**
 * The zlib stream of head + tail (RFC 1950): header, head's blocks, then the tail deflated with the head's last
 * 32 kB as its dictionary, Adler-32 of both. The head ends on a sync flush, so the tail's blocks follow it on a
 * byte boundary, and an inflater has the head's bytes in its window when it reaches them: the tail may point back
 * into them as if the stream had been deflated whole (pigz joins its pieces so). A folio (some 130 bytes, nearly
 * the same on every page) then costs about 40 bytes, not 135 as a stored block: 123 kB less on 红楼梦's 1,379
 * pages, for about 60 µs a page to inflate the head again and deflate the folio.
 */
function joinDeflated(head: DeflatedHead, tail: Uint8Array, level: number, memo: Memo = noMemo): Uint8Array {
  let header = headers.get(level);
  if (!header) headers.set(level, (header = deflateSync(Buffer.alloc(0), { level }).subarray(0, 2)));
  // Without a cache there is nothing to look up: the key's hash and base64 round trip are a tenth of a PDF's deflate.
  if (memo === noMemo) return Buffer.concat([header, head.deflated, deflatedTail(head, tail, level), adlerBytes(head, tail)]);
  // The tail's blocks depend on the head's bytes (their window), the tail and the zlib that deflates them, and on
  // nothing else: a page reused with the same folio (every page of a serial before its new chapter) takes them from
  // the memo instead of inflating its head and setting a 32 kB dictionary again, most of a replayed page's time.
  const blocks = memo(['pdf-tail', level, process.versions.zlib, sha256(head.deflated), Buffer.from(tail).toString('base64')], () =>
    Buffer.from(deflatedTail(head, tail, level)).toString('base64'),
  );
  return Buffer.concat([header, head.deflated, Buffer.from(blocks, 'base64'), adlerBytes(head, tail)]);
}

/** The tail deflated with the head's last 32 kB as its dictionary (raw deflate blocks, no header or checksum). */
function deflatedTail(head: DeflatedHead, tail: Uint8Array, level: number): Uint8Array {
  // A page reused from the cache has only its deflated head (page-cache.ts): its window is inflated again.
  const history = head.window ?? inflateRawSync(head.deflated, { finishFlush: constants.Z_SYNC_FLUSH });
  const dictionary = history.subarray(Math.max(0, history.length - WINDOW));
  return deflateRawSync(tail, dictionary.length ? { level, dictionary } : { level });
}

/** The deflate window (RFC 1951 §2: distances reach 32,768 bytes back), all of it zlib's default windowBits 15. */
const WINDOW = 32768;

function adlerBytes(head: DeflatedHead, tail: Uint8Array): Uint8Array {
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(adler32Combine(head.adler, adler32(tail), tail.length));
  return sum;
}

const ADLER_BASE = 65521;

/** Adler-32 of `data` (RFC 1950 §8.2). */
export function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; ) {
    // 3800 bytes at most between reductions keep both sums exact in doubles, well under 2^53.
    const end = Math.min(data.length, i + 3800);
    for (; i < end; i++) {
      a += data[i];
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** Adler-32 of A ‖ B from those of A and of B, and B's length (zlib's adler32_combine). */
export function adler32Combine(a1: number, a2: number, len2: number): number {
  const rem = len2 % ADLER_BASE;
  let sum1 = a1 & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (a2 & 0xffff) + ADLER_BASE - 1;
  sum2 += ((a1 >>> 16) & 0xffff) + ((a2 >>> 16) & 0xffff) + ADLER_BASE - rem;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum2 >= ADLER_BASE * 2) sum2 -= ADLER_BASE * 2;
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}
