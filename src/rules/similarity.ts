/** Near-duplicate detection over comparison keys (fold.ts foldKey): shingles, one-permutation MinHash, LSH bands. */

/** Shingle length in UTF-16 units: four Han characters. */
const SHINGLE = 4;
/** Sketch bins (one-permutation hashing): a Jaccard estimate with a standard error of about 0.04. */
export const BINS = 128;
const BAND = 4;
const EMPTY = 0xffffffff;
const MAX_BUCKET = 16;

/** FNV-1a over one shingle, then a murmur finalizer so that the top bits (the bin) are well mixed. */
function shingleHash(s: string, at: number): number {
  let h = 0x811c9dc5;
  for (let i = at; i < at + SHINGLE; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The sketch of a text: per bin, the smallest shingle hash that falls in it (EMPTY where none does). */
export function sketch(text: string): Uint32Array {
  const bins = new Uint32Array(BINS).fill(EMPTY);
  for (let i = 0; i + SHINGLE <= text.length; i++) {
    const h = shingleHash(text, i);
    const bin = h >>> 25; // 2^7 = BINS
    const value = h & 0x1ffffff;
    if (value < bins[bin]) bins[bin] = value;
  }
  return bins;
}

/** Estimated Jaccard similarity of the two shingle sets: the share of bins (used by either) whose minimums agree. */
export function similarity(a: Uint32Array, b: Uint32Array): number {
  let used = 0;
  let same = 0;
  for (let i = 0; i < BINS; i++) {
    if (a[i] === EMPTY && b[i] === EMPTY) continue;
    used++;
    if (a[i] === b[i]) same++;
  }
  return used === 0 ? 1 : same / used;
}

/**
 * Pairs (i < j) that share at least one LSH band of BAND bins: with 32 bands of 4, pairs above ~0.6
 * similarity are found with high probability, and dissimilar pairs are never compared (no O(n²) scan; buckets
 * larger than MAX_BUCKET are skipped for the same reason).
 */
export function candidatePairs(sketches: readonly Uint32Array[]): [number, number][] {
  const pairs = new Set<number>();
  const n = sketches.length;
  for (let band = 0; band < BINS / BAND; band++) {
    const buckets = new Map<string, number[]>();
    const k = band * BAND;
    sketches.forEach((s, i) => {
      if (s[k] === EMPTY && s[k + 1] === EMPTY && s[k + 2] === EMPTY && s[k + 3] === EMPTY) return;
      const key = `${s[k]},${s[k + 1]},${s[k + 2]},${s[k + 3]}`;
      const list = buckets.get(key);
      if (list) list.push(i);
      else buckets.set(key, [i]);
    });
    for (const list of buckets.values()) {
      // A band shared by many chapters is boilerplate (a recurring note), not evidence of one duplicate pair.
      if (list.length > MAX_BUCKET) continue;
      for (let x = 0; x < list.length; x++) for (let y = x + 1; y < list.length; y++) pairs.add(list[x] * n + list[y]);
    }
  }
  return [...pairs].sort((p, q) => p - q).map((p) => [Math.floor(p / n), p % n]);
}
