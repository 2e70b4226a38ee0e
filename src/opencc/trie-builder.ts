/**
 * Builds a PhraseTable's trie from opencc-js dictionaries with opencc-js's loading rules (Trie.loadDict,
 * loadDictGroup, addWord in opencc-js/dist/esm-lib/core.js), then freezes it into the compact layout matching uses.
 */

/** A dictionary as opencc-js stores it: `"key value|key value"` or `[key, value]` pairs. */
export type DictLike = string | readonly (readonly [string, string])[];

/** `value` of a key that maps to itself: matching leaves its text in the unchanged run. */
export const IDENTITY = -1;
/** Slot of an empty block cell. */
export const EMPTY = -1;

/** Size of the filter of keys' first two code points: 128 KB, a few per cent false positives for STPhrases' 33,000 pairs. */
const PAIR_FILTER_BITS = 1 << 20;

/** Bit of the pair filter for a key starting with code points `a`, `b`. */
export const pairHash = (a: number, b: number) => (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b)) >>> 12;

/** Hash of a code point inside a node's block (Fibonacci hashing; CJK code points are dense, so mix them). */
export const blockHash = (cp: number) => Math.imul(cp, 0x9e3779b1) >>> 16;

/**
 * The frozen trie. Node 0 is the root. Per node, four ints in `info`: value (0 = no key ends here, IDENTITY, or
 * 1 + offset in `pool`), value length, start of its child block in `blocks`, block mask (-1 = no children).
 * A block is an open-addressing table of [code point, child] pairs. The root's BMP children are in `rootChild`.
 */
export interface FrozenTrie {
  rootChild: Int32Array;
  info: Int32Array;
  blocks: Int32Array;
  /** Bit filter over the first two code points of every key of two or more (`pairHash`): most text positions fail here. */
  pairs: Int32Array;
  pool: Uint16Array;
  /** 1 for nodes whose key is a segmentation key (see `markSegmentation`). */
  segmentKey: Uint8Array;
  /** Whether segmenting and converting by this table in one pass is exact (see `markSegmentation`). */
  segmentingExact: boolean;
  /** An upper bound of output length over input length (the largest value length over key length, at least 1). */
  growth: number;
}

/**
 * Calls `fn` with each entry of `dict` as key `k[kf, kt)` and value `v[vf, vt)`, in order. A string dictionary
 * is read in place; like opencc-js's `line.split(' ')`, a third field (another candidate) is ignored.
 */
function forEachEntry(dict: DictLike, fn: (k: string, kf: number, kt: number, v: string, vf: number, vt: number) => void): void {
  if (typeof dict !== 'string') {
    for (const [key, value] of dict) fn(key, 0, key.length, value, 0, value.length);
    return;
  }
  for (let a = 0; ; ) {
    let b = dict.indexOf('|', a);
    if (b < 0) b = dict.length;
    const space = dict.indexOf(' ', a);
    if (space < 0 || space >= b) throw new TypeError(`OpenCC dictionary entry without a value: \`${dict.slice(a, b)}\``);
    let valueEnd = dict.indexOf(' ', space + 1);
    if (valueEnd < 0 || valueEnd > b) valueEnd = b;
    fn(dict, a, space, dict, space + 1, valueEnd);
    if (b === dict.length) return;
    a = b + 1;
  }
}

const grow = <T extends Int32Array | Uint8Array | Uint16Array>(a: T, n: number): T => {
  if (n <= a.length) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(n, a.length * 2));
  b.set(a);
  return b;
};

class TrieBuilder {
  rootChild = new Int32Array(0x10000);
  /** The BMP code points with a root child, so that nothing loops over all 65,536 (cold code runs interpreted). */
  rootCps: number[] = [];
  /** Every edge but the root's BMP ones: open addressing, three ints a slot (parent + 1, code point, child). */
  edges: Int32Array;
  edgeCount = 0;
  private shift = 20; // 32 - log2(slots)
  value = new Int32Array(1024);
  valueLength = new Int32Array(1024);
  segmentKey = new Uint8Array(1024);
  pool = new Uint16Array(1024);
  poolLength = 0;
  nodes = 1;
  /** The largest value length over key length: an output is at most this many times its input. */
  growth = 1;

  constructor() {
    this.edges = new Int32Array(3 << (32 - this.shift));
  }

  private slot(node: number, cp: number): number {
    const edges = this.edges;
    const mask = edges.length / 3 - 1;
    let h = Math.imul((node * 0x1f) ^ cp, 0x9e3779b1) >>> this.shift;
    while (true) {
      const parent = edges[h * 3];
      if (parent === 0 || (parent === node + 1 && edges[h * 3 + 1] === cp)) return h * 3;
      h = (h + 1) & mask;
    }
  }

  child(node: number, cp: number): number {
    if (node === 0 && cp < 0x10000) return this.rootChild[cp];
    return this.edges[this.slot(node, cp) + 2];
  }

  private addEdge(node: number, cp: number, child: number): void {
    if ((this.edgeCount + 1) * 2 > this.edges.length / 3) {
      const old = this.edges;
      this.edges = new Int32Array(old.length * 2);
      this.shift--;
      for (let s = 0; s < old.length; s += 3) {
        if (old[s] === 0) continue;
        const at = this.slot(old[s] - 1, old[s + 1]);
        this.edges[at] = old[s];
        this.edges[at + 1] = old[s + 1];
        this.edges[at + 2] = old[s + 2];
      }
    }
    const at = this.slot(node, cp);
    this.edges[at] = node + 1;
    this.edges[at + 1] = cp;
    this.edges[at + 2] = child;
    this.edgeCount++;
  }

  private newNode(): number {
    if (this.nodes === this.value.length) {
      this.value = grow(this.value, this.nodes + 1);
      this.valueLength = grow(this.valueLength, this.nodes + 1);
      this.segmentKey = grow(this.segmentKey, this.nodes + 1);
    }
    return this.nodes++;
  }

  /** The node of key `text[from, to)`, created when `create` (else 0 when missing). */
  nodeOf(text: string, from: number, to: number, create: boolean): number {
    let node = 0;
    for (let i = from; i < to; ) {
      let cp = text.charCodeAt(i++);
      if (cp >= 0xd800 && cp <= 0xdbff && i < to) {
        const low = text.charCodeAt(i);
        if (low >= 0xdc00 && low <= 0xdfff) {
          cp = ((cp - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
          i++;
        }
      }
      let next = this.child(node, cp);
      if (next === 0) {
        if (!create) return 0;
        next = this.newNode();
        if (node === 0 && cp < 0x10000) {
          this.rootChild[cp] = next;
          this.rootCps.push(cp);
        } else this.addEdge(node, cp, next);
      }
      node = next;
    }
    return node;
  }

  /** Adds key `key[kf, kt)` with value `value[vf, vt)`; a later add of a key replaces its value (opencc-js addWord). */
  add(key: string, kf: number, kt: number, value: string, vf: number, vt: number, segmentKey: boolean): void {
    if (kf === kt) return; // opencc-js never matches the empty key: a match must end after its start
    const node = this.nodeOf(key, kf, kt, true);
    if (segmentKey) this.segmentKey[node] = 1;
    const n = vt - vf;
    let same = n === kt - kf;
    for (let k = 0; same && k < n; k++) same = key.charCodeAt(kf + k) === value.charCodeAt(vf + k);
    if (same) {
      this.value[node] = IDENTITY;
      return;
    }
    this.growth = Math.max(this.growth, n / (kt - kf));
    this.pool = grow(this.pool, this.poolLength + n);
    for (let k = 0; k < n; k++) this.pool[this.poolLength + k] = value.charCodeAt(vf + k);
    this.value[node] = this.poolLength + 1;
    this.valueLength[node] = n;
    this.poolLength += n;
  }

  /**
   * Marks the keys of a segmentation group. True when the marks make segmenting and converting one pass exact:
   * every segmentation key is a key here, and every other key is one code point that is not an Ideographic
   * Description Character, so wherever no segmentation key matches, both step over the same code point.
   * Dictionaries of the group itself were marked as they were added.
   */
  markSegmentation(dicts: readonly DictLike[], group: readonly DictLike[]): boolean {
    let exact = true;
    for (const dict of dicts) {
      if (group.includes(dict)) continue;
      forEachEntry(dict, (key, from, to) => {
        if (from === to) return;
        const node = this.nodeOf(key, from, to, false);
        if (node === 0 || this.value[node] === 0) exact = false;
        else this.segmentKey[node] = 1;
      });
    }
    const depthOne = new Uint8Array(this.nodes);
    for (const cp of this.rootCps) if (cp < 0x2ff0 || cp > 0x2fff) depthOne[this.rootChild[cp]] = 1;
    for (let s = 0; s < this.edges.length; s += 3) if (this.edges[s] === 1) depthOne[this.edges[s + 2]] = 1;
    for (let n = 1; n < this.nodes; n++) if (this.value[n] !== 0 && this.segmentKey[n] === 0 && depthOne[n] === 0) exact = false;
    return exact;
  }

  /**
   * Lays every node's children out in a block of its own, numbering nodes breadth first so that the short keys
   * most text positions test lie close together, and records every key's first two code points in `pairs`.
   */
  freeze(segmentingExact: boolean): FrozenTrie {
    const nodes = this.nodes;
    // Children per node (counting sort of the edges by parent); the root's BMP children come from rootChild.
    const start = new Int32Array(nodes + 1);
    start[1] += this.rootCps.length;
    for (let s = 0; s < this.edges.length; s += 3) if (this.edges[s] !== 0) start[this.edges[s]]++;
    for (let n = 0; n < nodes; n++) start[n + 1] += start[n];
    const fill = start.slice(0, nodes);
    const childCp = new Int32Array(start[nodes]);
    const childNode = new Int32Array(start[nodes]);
    const put = (parent: number, cp: number, child: number) => {
      childCp[fill[parent]] = cp;
      childNode[fill[parent]++] = child;
    };
    for (const cp of this.rootCps) put(0, cp, this.rootChild[cp]);
    for (let s = 0; s < this.edges.length; s += 3) if (this.edges[s] !== 0) put(this.edges[s] - 1, this.edges[s + 1], this.edges[s + 2]);
    // Breadth-first numbering.
    const order = new Int32Array(nodes);
    const id = new Int32Array(nodes);
    for (let head = 0, tail = 1; head < tail; head++) {
      for (let e = start[order[head]]; e < start[order[head] + 1]; e++) {
        id[childNode[e]] = tail;
        order[tail++] = childNode[e];
      }
    }
    const rootChild = new Int32Array(0x10000);
    const info = new Int32Array(nodes * 4);
    const segmentKey = new Uint8Array(nodes);
    let cells = 0;
    for (let m = 0; m < nodes; m++) {
      const n = order[m];
      let k = start[n + 1] - start[n];
      if (m === 0) k -= this.rootCps.length; // the BMP ones live in rootChild
      let size = 0;
      if (k > 0) {
        size = 2; // at most two thirds full, and never full: a failed lookup stops at an empty cell
        while (size < k + (k >> 1) + 1) size *= 2;
      }
      info[m * 4] = this.value[n];
      info[m * 4 + 1] = this.valueLength[n];
      info[m * 4 + 2] = cells * 2;
      info[m * 4 + 3] = size - 1;
      segmentKey[m] = this.segmentKey[n];
      cells += size;
    }
    const blocks = new Int32Array(cells * 2).fill(EMPTY);
    const pairs = new Int32Array(PAIR_FILTER_BITS >>> 5);
    for (let m = 0; m < nodes; m++) {
      const n = order[m];
      for (let e = start[n]; e < start[n + 1]; e++) {
        const cp = childCp[e];
        const child = id[childNode[e]];
        if (m === 0) {
          for (let f = start[childNode[e]]; f < start[childNode[e] + 1]; f++) {
            const h = pairHash(cp, childCp[f]);
            pairs[h >>> 5] |= 1 << (h & 31);
          }
          if (cp < 0x10000) {
            rootChild[cp] = child;
            continue;
          }
        }
        const base = info[m * 4 + 2];
        const mask = info[m * 4 + 3];
        let h = blockHash(cp) & mask;
        while (blocks[base + h * 2] !== EMPTY) h = (h + 1) & mask;
        blocks[base + h * 2] = cp;
        blocks[base + h * 2 + 1] = child;
      }
    }
    const pool = this.pool.slice(0, this.poolLength);
    return { rootChild, info, blocks, pairs, pool, segmentKey, segmentingExact, growth: this.growth };
  }
}

/**
 * Builds the trie of a dictionary group as opencc-js's `Trie.loadDictGroup` does (last dictionary first, so the
 * first listing a key wins), with the keys of `segmentation` marked when given.
 */
export function buildTrie(dicts: readonly DictLike[], segmentation?: readonly DictLike[]): FrozenTrie {
  const builder = new TrieBuilder();
  for (let d = dicts.length - 1; d >= 0; d--) {
    const marked = segmentation?.includes(dicts[d]) ?? false;
    forEachEntry(dicts[d], (k, kf, kt, v, vf, vt) => builder.add(k, kf, kt, v, vf, vt, marked));
  }
  return builder.freeze(segmentation ? builder.markSegmentation(segmentation, dicts) : false);
}
