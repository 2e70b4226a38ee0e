/**
 * Runs an opencc-js conversion plan with compiled phrase tables over UTF-16 buffers: normalisation, segmentation
 * and the chain of groups, with segment ends carried from pass to pass.
 */
import { PhraseTable } from './phrase-table.ts';
import type { DictGroup, Plan } from './plan.ts';
import { Buffer16 } from './text-buffer.ts';
import type { DictLike, FrozenTrie } from './trie-builder.ts';

/**
 * Compiled tables by their dictionaries (and segmentation marks), so conversions that share a group share its table.
 * With a store (table-store.ts), a table compiled at build time is taken from it instead of being compiled here.
 */
export class TableCache {
  private readonly tables = new Map<string, PhraseTable | null>();
  private readonly dictIds = new Map<DictLike, number>();

  /** `ids` names dictionaries the same way in every process (stableDictIds); `store` holds tables by those names. */
  constructor(
    private readonly store: TableStoreLike = { get: () => undefined },
    ids?: ReadonlyMap<DictLike, number>,
  ) {
    if (ids) for (const [d, id] of ids) this.dictIds.set(d, id);
  }

  private idsOf(group: DictGroup): string {
    return group
      .map((d) => {
        let id = this.dictIds.get(d);
        // A dictionary of no stable name (a test's own) gets a name of this cache only, past every stable one.
        if (id === undefined) this.dictIds.set(d, (id = STABLE_LIMIT + this.dictIds.size));
        return id;
      })
      .join(',');
  }

  table(group: DictGroup): PhraseTable {
    const key = this.idsOf(group);
    let table = this.tables.get(key);
    if (!table) this.tables.set(key, (table = this.stored(key) ?? PhraseTable.build(group)));
    return table;
  }

  /** The first group of a chain with the segmentation keys marked, or null when one pass would not be exact. */
  segmentingTable(group: DictGroup, segmentation: DictGroup): PhraseTable | null {
    const key = `${this.idsOf(group)}/${this.idsOf(segmentation)}`;
    if (!this.tables.has(key)) {
      const table = this.stored(key) ?? PhraseTable.build(group, segmentation);
      this.tables.set(key, table.segmentingExact ? table : null);
    }
    return this.tables.get(key)!;
  }

  /** Every table compiled or taken so far, by key (what table-store.ts writes). */
  entries(): [string, PhraseTable][] {
    return [...this.tables].filter((e): e is [string, PhraseTable] => e[1] !== null);
  }

  private stored(key: string): PhraseTable | undefined {
    if (key.split(/[,/]/).some((id) => Number(id) >= STABLE_LIMIT)) return undefined;
    const trie = this.store.get(key);
    return trie ? new PhraseTable(trie) : undefined;
  }
}

/** Where the names of dictionaries without a stable name start. */
const STABLE_LIMIT = 1_000_000;

/** Tables compiled at build time, by TableCache key (table-store.ts). */
export interface TableStoreLike {
  get(key: string): FrozenTrie | undefined;
}

/** Compiles a plan into a converter; its tables are built here, once. */
export function compile(plan: Plan, tables: TableCache): (text: string) => string {
  const normalization = plan.normalization.map((group) => tables.table(group));
  // Segmenting and converting by the chain's first group take one pass when the data allows it (markSegmentation).
  const segmenting = plan.segmentation && plan.chain.length > 0 ? tables.segmentingTable(plan.chain[0], plan.segmentation) : null;
  const segmentation = plan.segmentation && !segmenting ? tables.table(plan.segmentation) : null;
  const chain = plan.chain.map((group, k) => (k === 0 && segmenting ? segmenting : tables.table(group)));
  let src = new Buffer16();
  let other = new Buffer16();
  let ends = new Int32Array(1024);
  let nextEnds = new Int32Array(1024);
  return (text) => {
    if (text.length === 0) return text;
    src.load(text);
    let n = text.length;
    let changed = false;
    /** Takes a pass's output (its length, or -1 for no change) as the next pass's input. */
    const take = (length: number) => {
      if (length < 0) return;
      [src, other] = [other, src];
      n = length;
      changed = true;
    };
    for (const table of normalization) {
      ends[0] = n;
      take(table.convert(src.units, n, ends, 1, other, null));
    }
    if (n >= ends.length) {
      ends = new Int32Array(n + 1);
      nextEnds = new Int32Array(n + 1);
    }
    let count = 1;
    let k = 0;
    if (segmenting) {
      const length = segmenting.convertSegmenting(src.units, n, other, nextEnds);
      count = segmenting.segments;
      [ends, nextEnds] = [nextEnds, ends];
      take(length);
      k = 1;
    } else if (segmentation) count = segmentation.segment(src.units, n, ends);
    else ends[0] = n;
    for (; k < chain.length; k++) {
      const last = k === chain.length - 1;
      const length = chain[k].convert(src.units, n, ends, count, other, last ? null : nextEnds);
      if (!last) [ends, nextEnds] = [nextEnds, ends];
      take(length);
    }
    return changed ? src.text(n) : text;
  };
}
