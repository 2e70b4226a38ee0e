// The PDF's stream deflating and the release of written objects (src/render/pdf/streams.ts): our level for our
// documents, pdfkit's own behaviour for any other document in the same thread, and a tagged document still ends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync, inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { deflateHead, deflateStreamsAt } from '../../src/render/pdf/streams.ts';
import { startContent, takeContent } from '../../src/render/pdf/page-cache.ts';

interface Ref {
  id: number;
  data: Record<string, unknown>;
}

/** A tagged two-page document with some text; resolves to its bytes and the references it made. */
async function make(level?: number): Promise<{ bytes: Buffer; doc: PDFKit.PDFDocument; refs: Ref[] }> {
  const doc = new PDFDocument({ autoFirstPage: false, tagged: true, compress: true, info: { CreationDate: new Date(0) } });
  if (level !== undefined) deflateStreamsAt(doc, level);
  const refs: Ref[] = [];
  const d = doc as unknown as { ref(data?: unknown): Ref };
  const ref = d.ref.bind(d);
  d.ref = (data) => {
    const r = ref(data);
    refs.push(r);
    return r;
  };
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  const section = doc.struct('Sect');
  doc.addStructure(section);
  for (let p = 0; p < 2; p++) {
    doc.addPage({ size: 'A5' });
    const para = doc.struct('P', {}, () => doc.text('The same line again and again. '.repeat(40)));
    section.add(para);
    para.end();
  }
  section.end();
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), doc, refs };
}

/** The page content streams of a PDF as written: each one's raw (still deflated) bytes. */
function contentStreams(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  const out: Buffer[] = [];
  for (const m of text.matchAll(/<<\n\/Length (\d+)\n\/Filter \/FlateDecode\n>>\nstream\n/g)) {
    const start = m.index! + m[0].length;
    out.push(pdf.subarray(start, start + Number(m[1])));
  }
  return out;
}

test('streams are deflated at the level asked for; what they hold is unchanged', async () => {
  const ours = await make(1);
  const stock = await make();
  const oursStreams = contentStreams(ours.bytes);
  const stockStreams = contentStreams(stock.bytes);
  assert.ok(oursStreams.length >= 2, `page contents found (${oursStreams.length})`);
  assert.deepEqual(
    oursStreams.map((s) => inflateSync(s)),
    stockStreams.map((s) => inflateSync(s)),
  );
  // Level 1 writes other bytes than pdfkit's default level for the same content.
  const raw = inflateSync(oursStreams[0]);
  assert.deepEqual(oursStreams[0], deflateSync(raw, { level: 1 }));
  assert.notDeepEqual(stockStreams[0], deflateSync(raw, { level: 1 }));
});

test('written objects let go of their dictionaries (but /P); the catalog and another document keep theirs', async () => {
  const ours = await make(5);
  const released = ours.refs.filter((r) => Object.keys(r.data).length === 0 || (Object.keys(r.data).length === 1 && 'P' in r.data));
  assert.ok(released.length >= ours.refs.length - 2, `${released.length} of ${ours.refs.length} released`);
  const root = (ours.doc as unknown as { _root: Ref })._root;
  assert.ok('Pages' in root.data && 'StructTreeRoot' in root.data, 'the catalog is read at the end and keeps its entries');
  // The prototype is patched for the whole thread: a document that did not ask keeps pdfkit's behaviour.
  const stock = await make();
  const kept = stock.refs.filter((r) => Object.keys(r.data).length > 1);
  assert.ok(kept.length > stock.refs.length / 2, `${kept.length} of ${stock.refs.length} keep their dictionaries`);
  assert.match(ours.bytes.subarray(-6).toString('latin1'), /%%EOF/);
});

/** One A5 page whose content up to the eighth folio is deflated apart; `reread` drops the head's raw window, as the page cache's copy lacks it. */
async function pageDeflatedApart(reread: boolean) {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { CreationDate: new Date(0) } });
  deflateStreamsAt(doc, 5);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  doc.addPage({ size: 'A5' });
  const folio = (n: number) => `/Artifact <<\n/Type /Pagination\n>> BDC\nBT\n1 0 0 -1 68 543 Tm\n/F2 9 Tf\n[<0${n}f80669>] TJ\nET\nEMC\n`;
  const page = (doc as unknown as { page: { write(chunk: Uint8Array): void } }).page;
  const start = [1, 2, 3, 4, 5, 6, 7].map(folio).join('');
  page.write(Buffer.from(start, 'latin1'));
  const head = deflateHead(takeContent(doc), 5);
  startContent(doc, reread ? { deflated: Buffer.from(head.deflated), length: head.length, adler: head.adler } : head);
  page.write(Buffer.from(folio(8), 'latin1'));
  doc.end();
  await ended;
  const [stream] = contentStreams(Buffer.concat(chunks));
  return { stream, head, start, end: folio(8) };
}

test('a stream whose start was deflated apart inflates to start and end, and its end is deflated against the start', async () => {
  const { stream, head, start, end } = await pageDeflatedApart(false);
  const whole = inflateSync(stream).toString('latin1'); // checks the Adler-32 of the whole too
  assert.ok(whole.endsWith(start + end) && whole.length === head.length + end.length, whole);
  const apart = 2 + head.deflated.length + 4; // zlib header, the start's blocks, Adler-32
  assert.ok(stream.length - apart < 20, `the end (${end.length} bytes) costs ${stream.length - apart}: it repeats the start`);
});

test('a start read back without its raw window (as from the page cache) gives the same stream bytes', async () => {
  const fresh = await pageDeflatedApart(false);
  assert.ok(fresh.head.window && fresh.head.window.length === fresh.head.length, 'a fresh head keeps its raw window');
  const reread = await pageDeflatedApart(true);
  assert.deepEqual(reread.stream, fresh.stream);
});
