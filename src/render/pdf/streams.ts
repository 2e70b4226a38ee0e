/**
 * pdfkit deflates every stream it writes at zlib's default level and takes no option for it (pdfkit 0.20,
 * PDFReference.finalize); this makes one document deflate its streams at a level of our choosing instead, and
 * lets go of each object's dictionary once it is written.
 */
import { deflateSync } from 'node:zlib';

/** The pdfkit internals this relies on: a reference collects written chunks and deflates them when it ends. */
interface PdfReference {
  document: object;
  id: number;
  compress: boolean;
  buffer: Uint8Array[];
  data: Record<string, unknown>;
  finalize(): void;
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
const levels = new WeakMap<object, { level: number; before: number }>();
const patched = new WeakSet<object>();
/** References whose dictionary is read after they are written (keepAfterWriting). */
const kept = new WeakSet<object>();

/** Keeps `ref`'s dictionary after it is written, for code that copies it then (the vertical twin of a font). */
export function keepAfterWriting(ref: object): void {
  kept.add(ref);
}

/**
 * Every stream `doc` would have deflated is deflated at `level`; streams pdfkit writes raw (metadata) stay raw.
 * PDFReference's prototype is patched once, on the first reference the document makes (pdfkit does not export the
 * class): per-reference overrides made each of a long book's 60,000+ references a dictionary-mode object with a
 * bound function and a closure, 26 MB of property stores alone at 12,000 pages.
 */
export function deflateStreamsAt(doc: unknown, level: number): void {
  const d = doc as { ref(data?: Record<string, unknown>): PdfReference; _offsets: unknown[] };
  levels.set(d, { level, before: d._offsets.length });
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
    if (this.compress && this.buffer.length) {
      this.buffer = [deflateSync(Buffer.concat(this.buffer), { level: own.level })];
      this.data.Filter = 'FlateDecode';
      this.compress = false;
    }
    finalize.call(this);
    if (this.id <= own.before || kept.has(this)) return;
    // Written out, the object's dictionary is never read for output again, yet the document keeps every reference
    // to its end (page dictionaries in /Kids, structure elements): a 10 M-character book held 127,000 of them.
    // Only /P stays: pdfkit's structure elements read it to tell whether a child is attached (_isFlushable).
    const { P } = this.data;
    this.data = P === undefined ? {} : { P };
  };
}
