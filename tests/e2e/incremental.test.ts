// Incremental builds of a serial (docs/architecture.md#cache): a chapter added to, or edited in, a book built
// with the cache gives the same bytes as a cold build of the same sources, and an unchanged rebuild is all hits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { decodePiece, diskCache, readPack } from '../../src/util/cache.ts';
import { sha256 } from '../../src/util/hash.ts';
import { book, chapter, run } from '../helpers/books.ts';
import { epubcheck } from '../helpers/epub.ts';

const ALL = ['--formats', 'epub,pdf'];

/** Every output of a build folder by name: the editions by sha256, the report whole. */
function outputs(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir).map((f) => [f, f.endsWith('.json') ? readFileSync(join(dir, f), 'utf8') : sha256(readFileSync(join(dir, f)))]),
  );
}

/** The cache's entries (their names are the sha256 of what they hold). */
function entries(cache: string): Set<string> {
  if (!existsSync(cache)) return new Set();
  return new Set(
    readdirSync(cache, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(cache, f)).isFile() && !f.endsWith('.tmp')),
  );
}

/** Builds `dir` with the cache; returns its outputs, its output folder and the cache entries the build added. */
function cachedBuild(dir: string, cache: string): { outputs: Map<string, string>; out: string; added: string[] } {
  const before = entries(cache);
  const r = run(dir, [...ALL, '--cache', cache]);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stderr, '', 'no cache fault');
  return { outputs: outputs(r.out), out: r.out, added: [...entries(cache)].filter((e) => !before.has(e)) };
}

/**
 * The pieces the packs among `names` hold, parsed: what a build computed, since a piece is written only by the build
 * that computed it. Other entries (an edition's bytes, a pointer, a whole value) are no packs and are skipped.
 */
function packPieces(cache: string, names: string[]): unknown[] {
  const disk = diskCache(cache);
  const pieces: unknown[] = [];
  for (const name of names) {
    const stored = disk.get(basename(name));
    const pack = stored && readPack(stored);
    if (pack) for (const [, start, end] of pack.table) pieces.push(decodePiece(pack.body.subarray(start, end)));
  }
  return pieces;
}

const isObject = (p: unknown): p is Record<string, unknown> => typeof p === 'object' && p !== null;
/** Chapters whose PDF pages a build drew (page-cache.ts records: `{"pages":…}`). */
const pageRecords = (cache: string, names: string[]) => packPieces(cache, names).filter((p) => isObject(p) && 'pages' in p).length;
/** EPUB chapter entries a build rendered (a document deflated, with its CRC and its sections). */
const epubChapterPieces = (cache: string, names: string[]) =>
  packPieces(cache, names).filter((p) => isObject(p) && 'packed' in p && 'sections' in p).length;

/** The outputs of a cold build of `dir` (no cache). */
function coldBuild(dir: string): Map<string, string> {
  const r = run(dir, [...ALL, '--no-cache']);
  assert.equal(r.status, 0, r.stderr);
  return outputs(r.out);
}

test('a serial built with the cache: a chapter added, a chapter edited and an unchanged rebuild give the bytes of a cold build', () => {
  const files: Record<string, string> = { 'book.yaml': 'title: 连载\nauthor: 某\nslug: serial\n' };
  for (let n = 1; n <= 12; n++) files[`${String(n).padStart(4, '0')}.txt`] = chapter(n);
  const dir = book(files, 'shufang-serial-');
  const cache = `${dir}-cache`;

  const first = cachedBuild(dir, cache);
  assert.equal(first.outputs.size, 5, 'four editions and the report');
  assert.ok(first.added.length > 12, `the first build fills the cache (${first.added.length} entries)`);
  assert.equal(pageRecords(cache, first.added), 24, 'the first build draws the pages of 12 chapters in two PDFs');
  assert.equal(epubChapterPieces(cache, first.added), 24, 'the first build renders every chapter of both EPUBs');
  const unchanged = cachedBuild(dir, cache);
  assert.deepEqual(unchanged.added, [], 'an unchanged rebuild is served whole from the cache');
  assert.deepEqual(unchanged.outputs, first.outputs);

  // A new chapter at the end, with characters no earlier chapter has (the fonts' subsets change).
  writeFileSync(join(dir, '0013.txt'), chapter(13, '鑫龘齉。\n'));
  const added = cachedBuild(dir, cache);
  assert.ok(
    added.added.length > 0 && added.added.length < first.added.length,
    `only what the new chapter changed is computed (${added.added.length} entries)`,
  );
  assert.equal(pageRecords(cache, added.added), 2, 'each PDF draws the new chapter only, the others are reused');
  assert.equal(epubChapterPieces(cache, added.added), 2, 'each EPUB renders the new chapter only and reuses the others');
  assert.deepEqual(added.outputs, coldBuild(dir), 'one chapter added: byte-identical to a cold build');
  for (const script of ['zh-Hans', 'zh-Hant']) {
    const check = epubcheck(join(added.out, `serial.${script}.epub`));
    assert.deepEqual([check.fatals, check.errors, check.warnings], [0, 0, 0], check.output);
  }

  // An edit in the middle moves every page after it.
  appendFileSync(join(dir, '0005.txt'), '他又补了一句话，鬱鬱。\n');
  const edited = cachedBuild(dir, cache);
  // Its page count stays, so the pages after it keep their sides: only their folios change, drawn afresh.
  assert.equal(pageRecords(cache, edited.added), 2, 'each PDF draws the edited chapter only');
  const rendered = epubChapterPieces(cache, edited.added);
  // Chapter 5 of each EPUB, and at most the chapters after it, whose page markers moved; 1 to 4 are reused.
  assert.ok(rendered >= 2 && rendered <= 16, `the edited chapter and at most those after it are rendered (${rendered})`);
  assert.deepEqual(edited.outputs, coldBuild(dir), 'one chapter edited: byte-identical to a cold build');
});
