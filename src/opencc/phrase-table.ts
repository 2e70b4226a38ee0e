/**
 * One OpenCC dictionary group as a frozen trie, with opencc-js's maximum forward matching (`Trie.matchPrefix`,
 * `Trie.convert`, `Trie.segment` in opencc-js/dist/esm-lib/core.js) re-done over UTF-16 buffers: a few typed-array
 * reads per character instead of a Map lookup per code point, an object per match and a string per piece.
 */
import { type Buffer16, copyUnits, unmatchedLength } from './text-buffer.ts';
import { blockHash, buildTrie, type DictLike, EMPTY, type FrozenTrie, IDENTITY, pairHash } from './trie-builder.ts';

export type { DictLike } from './trie-builder.ts';

export class PhraseTable {
  private readonly rootChild: Int32Array;
  private readonly info: Int32Array;
  private readonly blocks: Int32Array;
  private readonly pairs: Int32Array;
  private readonly pool: Uint16Array;
  private readonly segmentKey: Uint8Array;
  /** Whether `convertSegmenting` is exact for the segmentation this table was built with. */
  readonly segmentingExact: boolean;
  private readonly growth: number;

  /** Segment count of the last `convertSegmenting` or `segment`. */
  segments = 0;

  /** Compiles `dicts` (one group, first dictionary wins); `segmentation` marks the keys `convertSegmenting` splits at. */
  static build(dicts: readonly DictLike[], segmentation?: readonly DictLike[]): PhraseTable {
    return new PhraseTable(buildTrie(dicts, segmentation));
  }

  /** A table over a trie compiled already (`build`, or read from the table store: table-store.ts). */
  constructor(readonly trie: FrozenTrie) {
    this.rootChild = trie.rootChild;
    this.info = trie.info;
    this.blocks = trie.blocks;
    this.pairs = trie.pairs;
    this.pool = trie.pool;
    this.segmentKey = trie.segmentKey;
    this.segmentingExact = trie.segmentingExact;
    this.growth = trie.growth;
  }

  /** Child of `node` along code point `cp`, or 0. */
  private child(node: number, cp: number): number {
    if (node === 0 && cp < 0x10000) return this.rootChild[cp];
    const mask = this.info[node * 4 + 3];
    if (mask < 0) return 0;
    const base = this.info[node * 4 + 2];
    const blocks = this.blocks;
    for (let h = blockHash(cp) & mask; ; h = (h + 1) & mask) {
      const at = blocks[base + h * 2];
      if (at === cp) return blocks[base + h * 2 + 1];
      if (at === EMPTY) return 0;
    }
  }

  /**
   * Walks on from depth-one `node` at `j` to the longest key within `end` (opencc-js Trie.matchPrefix), code points
   * read as `String.codePointAt` reads them in the segment. Sets `matchNode` and `matchEnd` when a longer key ends.
   */
  private extend(src: Uint16Array, node: number, j: number, end: number): void {
    const info = this.info;
    while (j < end) {
      let cp = src[j++];
      if (cp >= 0xd800 && cp <= 0xdbff && j < end) {
        const low = src[j];
        if (low >= 0xdc00 && low <= 0xdfff) {
          cp = ((cp - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
          j++;
        }
      }
      node = this.child(node, cp);
      if (node === 0) return;
      if (info[node * 4] !== 0) {
        this.matchNode = node;
        this.matchEnd = j;
      }
    }
  }

  /** Key node of the last match (0 = none) and where it ends. */
  private matchNode = 0;
  matchEnd = 0;

  /**
   * The longest key starting at `i` and ending by `end`: its node (0 = none), with `matchEnd`. The first code
   * point is looked up directly, the first two in the pair filter, and only then the blocks.
   */
  private longest(src: Uint16Array, i: number, end: number): number {
    let first = src[i];
    let j = i + 1;
    let node: number;
    if (first < 0xd800 || first > 0xdbff) node = this.rootChild[first];
    else {
      if (j < end && src[j] >= 0xdc00 && src[j] <= 0xdfff) first = ((first - 0xd800) << 10) + (src[j++] - 0xdc00) + 0x10000;
      node = first < 0x10000 ? this.rootChild[first] : this.child(0, first);
    }
    if (node === 0) return 0;
    const info = this.info;
    this.matchNode = info[node * 4] !== 0 ? node : 0;
    this.matchEnd = j;
    if (j < end && info[node * 4 + 3] >= 0) {
      let second = src[j];
      if (second >= 0xd800 && second <= 0xdbff && j + 1 < end && src[j + 1] >= 0xdc00 && src[j + 1] <= 0xdfff) {
        second = ((second - 0xd800) << 10) + (src[j + 1] - 0xdc00) + 0x10000;
      }
      const h = pairHash(first, second);
      if ((this.pairs[h >>> 5] & (1 << (h & 31))) !== 0) this.extend(src, node, j, end);
    }
    return this.matchNode;
  }

  /**
   * One pass of maximum forward matching over `src[0, n)`, in one of three modes:
   * - convert (`segmenting` false): segment by segment (`ends[0…count)`; matches never cross a segment end, as
   *   opencc-js runs Trie.convert on each segment), writing the output's segment ends to `outEnds` when given;
   * - segment (`write` false): every match is a segment, unmatched runs merged (opencc-js Trie.segment);
   * - convert while segmenting: matches of segmentation keys are segments (exact when `segmentingExact`).
   * Returns the output length, or -1 when nothing changed (then `out` holds nothing and `outEnds` are `src`'s).
   */
  private scan(
    src: Uint16Array,
    n: number,
    ends: Int32Array | null,
    count: number,
    out: Buffer16 | null,
    outEnds: Int32Array | null,
    segmenting: boolean,
  ): number {
    const info = this.info;
    const rootChild = this.rootChild;
    const segmentKey = this.segmentKey;
    const segmentAll = out === null;
    const pool = this.pool;
    // Room for the longest possible output, reserved once: values longer than their keys are bounded by `growth`.
    const units = out ? out.reserve(Math.ceil(n * this.growth)) : src;
    let o = 0;
    let run = 0; // start of the source not yet copied
    let changed = false;
    let segments = 0;
    let pending = false; // an unmatched run is open (segmenting)
    let start = 0;
    for (let k = 0; k < count; k++) {
      const end = ends ? ends[k] : n;
      for (let i = start; i < end; ) {
        const c = src[i];
        // Most positions start no key: step over them here (IDCs and surrogates take the general path).
        if (rootChild[c] === 0 && (c < 0x2ff0 || (c > 0x2fff && c < 0xd800) || c > 0xdbff)) {
          i++;
          pending = true;
          continue;
        }
        const node = this.longest(src, i, end);
        if (node === 0) {
          i += unmatchedLength(src, i, end);
          pending = true;
          continue;
        }
        const matchEnd = this.matchEnd;
        const segment = segmenting && (segmentAll || segmentKey[node] === 1);
        if (segment && pending) outEnds![segments++] = o + (i - run);
        pending = !segment;
        const value = info[node * 4];
        if (out && value !== IDENTITY) {
          o = copyUnits(src, run, i, units, o);
          const length = info[node * 4 + 1];
          for (let v = 0; v < length; v++) units[o + v] = pool[value - 1 + v];
          o += length;
          run = matchEnd;
          changed = true;
        }
        i = matchEnd;
        if (segment) outEnds![segments++] = o + (i - run);
      }
      if (!segmenting && outEnds) outEnds[k] = o + (end - run);
      start = end;
    }
    if (segmenting && pending) outEnds![segments++] = o + (n - run);
    this.segments = segmenting ? segments : count;
    return changed ? copyUnits(src, run, n, units, o) : -1;
  }

  /**
   * Converts `src[0, n)` segment by segment into `out` (opencc-js Trie.convert on each segment). `ends[0…count)`
   * are the segment ends; the output's go to `outEnds` when given. Returns the output length, or -1 (no change).
   */
  convert(src: Uint16Array, n: number, ends: Int32Array, count: number, out: Buffer16, outEnds: Int32Array | null): number {
    return this.scan(src, n, ends, count, out, outEnds, false);
  }

  /**
   * Segments `src[0, n)` as opencc-js's segmentation trie would and converts it in the same pass (exact only when
   * `segmentingExact`): segment ends go to `outEnds`, their count to `segments`. Returns as `convert` does.
   */
  convertSegmenting(src: Uint16Array, n: number, out: Buffer16, outEnds: Int32Array): number {
    return this.scan(src, n, null, 1, out, outEnds, true);
  }

  /** Splits `src[0, n)` as opencc-js Trie.segment does, writing segment ends to `ends`; returns the count. */
  segment(src: Uint16Array, n: number, ends: Int32Array): number {
    this.scan(src, n, null, 1, null, ends, true);
    return this.segments;
  }
}
