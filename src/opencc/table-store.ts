/**
 * OpenCC's phrase tables compiled at build time: `npm run compile` writes dist/opencc/tables.bin, and a thread that
 * converts reads its tables from there instead of compiling them (s2tw's alone took ~0.3 s of a zh-Hant worker).
 * The file holds a fingerprint of opencc-js's dictionaries and of this format: a file that does not match is not
 * used, and the tables are compiled as before. Run from src/ (tsx) there is no file beside the module.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile, TableCache, type TableStoreLike } from './compile.ts';
import { CONVERSIONS, LOCALES } from './conversions.ts';
import { openccLocale } from './locale.ts';
import { planOf, segmentationGroup, type LocaleData } from './plan.ts';
import type { DictLike, FrozenTrie } from './trie-builder.ts';

/** Changes when the layout of a FrozenTrie or of this file changes. */
const FORMAT = 'shufang-opencc-tables/1';
const MAGIC = 'SFOT';
const ARRAYS = ['rootChild', 'info', 'blocks', 'pairs', 'pool', 'segmentKey'] as const;
type ArrayName = (typeof ARRAYS)[number];
const KINDS = { rootChild: Int32Array, info: Int32Array, blocks: Int32Array, pairs: Int32Array, pool: Uint16Array, segmentKey: Uint8Array };

interface Header {
  fingerprint: string;
  tables: { key: string; segmentingExact: boolean; growth: number; arrays: Record<ArrayName, [offset: number, length: number]> }[];
}

/** The table file beside this module (dist/opencc/tables.bin once compiled). */
export const TABLE_FILE = fileURLToPath(new URL('./tables.bin', import.meta.url));

/**
 * Every dictionary of opencc-js's Locale with a number that is the same in every process: its place in a walk of
 * the Locale in a fixed order (from, to, then the preset configs, each by sorted name).
 */
export function stableDictIds(locale: LocaleData = openccLocale): Map<DictLike, number> {
  const ids = new Map<DictLike, number>();
  const add = (d: DictLike) => {
    if (!ids.has(d)) ids.set(d, ids.size);
  };
  const groups = (list: readonly (readonly DictLike[])[] | undefined) => {
    for (const g of list ?? []) for (const d of g) add(d);
  };
  for (const side of [locale.from, locale.to]) for (const name of Object.keys(side).sort()) groups(side[name]);
  for (const name of Object.keys(locale.configs ?? {}).sort()) {
    const c = locale.configs![name];
    groups(c.normalizationChain);
    for (const d of segmentationGroup(c.segmentation) ?? []) add(d);
    groups(c.conversionChain);
  }
  return ids;
}

/** sha256 of the format and of every dictionary's text, in stableDictIds order. */
function fingerprint(ids: ReadonlyMap<DictLike, number>): string {
  const h = createHash('sha256').update(FORMAT);
  for (const d of ids.keys()) h.update(typeof d === 'string' ? d : JSON.stringify(d)).update('\0');
  return h.digest('hex');
}

let loaded: TableStoreLike | undefined;

/** The tables of TABLE_FILE when it matches this opencc-js (read once per thread), else an empty store. */
export function tableStore(ids: ReadonlyMap<DictLike, number> = stableDictIds(), file = TABLE_FILE): TableStoreLike {
  if (loaded && file === TABLE_FILE) return loaded;
  const store = readStore(file, fingerprint(ids));
  if (file === TABLE_FILE) loaded = store;
  return store;
}

/** A file that cannot be read as tables (cut short, damaged) is not used either: the tables are compiled. */
function readStore(file: string, expected: string): TableStoreLike {
  try {
    return parseStore(file, expected);
  } catch {
    return { get: () => undefined };
  }
}

function parseStore(file: string, expected: string): TableStoreLike {
  const empty: TableStoreLike = { get: () => undefined };
  if (!existsSync(file)) return empty;
  const bytes = readFileSync(file);
  if (bytes.toString('latin1', 0, 4) !== MAGIC) return empty;
  const headerLength = bytes.readUInt32LE(4);
  const header = JSON.parse(bytes.toString('utf8', 8, 8 + headerLength)) as Header;
  if (header.fingerprint !== expected) return empty;
  // The data starts at a multiple of 8; views need their offset aligned, so unaligned bytes are copied once.
  const dataStart = align(8 + headerLength);
  const data = (bytes.byteOffset + dataStart) % 8 === 0 ? bytes : Buffer.from(bytes);
  const base = data.byteOffset + dataStart;
  const tries = new Map<string, FrozenTrie>();
  for (const t of header.tables) {
    const view = (name: ArrayName) => {
      const [offset, length] = t.arrays[name];
      return new KINDS[name](data.buffer, base + offset, length);
    };
    tries.set(t.key, {
      rootChild: view('rootChild') as Int32Array,
      info: view('info') as Int32Array,
      blocks: view('blocks') as Int32Array,
      pairs: view('pairs') as Int32Array,
      pool: view('pool') as Uint16Array,
      segmentKey: view('segmentKey') as Uint8Array,
      segmentingExact: t.segmentingExact,
      growth: t.growth,
    });
  }
  return { get: (key) => tries.get(key) };
}

const align = (n: number) => Math.ceil(n / 8) * 8;

/** Compiles every conversion's tables (CONVERSIONS) and writes them to `file`: the same dictionaries give the same bytes. */
export function writeTableStore(file = TABLE_FILE): { tables: number; bytes: number } {
  const ids = stableDictIds();
  const tables = new TableCache(undefined, ids);
  for (const conversion of CONVERSIONS) {
    const { from, to } = LOCALES[conversion];
    compile(planOf(from, to, openccLocale), tables);
  }
  const header: Header = { fingerprint: fingerprint(ids), tables: [] };
  const chunks: Uint8Array[] = [];
  let offset = 0;
  for (const [key, table] of tables.entries().sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const arrays = {} as Record<ArrayName, [number, number]>;
    for (const name of ARRAYS) {
      const array = table.trie[name];
      arrays[name] = [offset, array.length];
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      chunks.push(bytes, new Uint8Array(align(bytes.length) - bytes.length));
      offset += align(bytes.length);
    }
    header.tables.push({ key, segmentingExact: table.trie.segmentingExact, growth: table.trie.growth, arrays });
  }
  const json = Buffer.from(JSON.stringify(header));
  const head = Buffer.alloc(align(8 + json.length));
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt32LE(json.length, 4);
  json.copy(head, 8);
  const out = Buffer.concat([head, ...chunks]);
  writeFileSync(file, out);
  return { tables: header.tables.length, bytes: out.length };
}

// `node dist/opencc/table-store.js --write` (npm run compile): writes the file beside the module.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv.includes('--write')) {
  const { tables, bytes } = writeTableStore();
  // On stderr: `npm pack --json` runs this (prepare → compile) and its stdout must stay the JSON it prints.
  process.stderr.write(`opencc tables: ${tables} tables, ${(bytes / 1e6).toFixed(1)} MB → ${TABLE_FILE}\n`);
}
