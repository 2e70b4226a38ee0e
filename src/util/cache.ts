/**
 * A content-addressed cache on disk (`.shufang-cache/` by default): values are stored under the sha256 of
 * everything that determines them, so a hit is always valid and nothing ever needs invalidating. The cache is
 * only ever an optimisation: every entry carries a checksum that is verified on read, and any fault (an
 * unreadable, truncated or corrupt entry, a read-only or full disk, a `--cache` that is a file) falls back to
 * computing and is recorded as a fault for one W_CACHE warning (docs/architecture.md#cache).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from './hash.ts';
import { isStaleTemp, tempName } from './fs.ts';

/** Bumped when the cache layout changes; the code fingerprint below covers changes to the pipeline itself. */
export const CACHE_VERSION = 'shufang-cache-3';

/**
 * A memo the pure stages accept: `memo(parts, compute)` returns compute() or an equal earlier result. Stages
 * stay free of I/O; the disk cache behind a memo is chosen at the edge (docs/architecture.md#cache).
 */
export type Memo = <T>(parts: unknown[], compute: () => T) => T;
export const noMemo: Memo = (_parts, compute) => compute();

let fingerprint: string | undefined;

/**
 * sha256 of the code that is running: the package's name and version, the installed versions of its
 * dependencies, every file of the code folder this module sits in (`src/` under tsx, `dist/` once compiled)
 * and the bundled templates. It reads only files an installed package has (no lockfile), and it never throws:
 * a fingerprint it cannot compute is unique to this process, so nothing stale is ever reused.
 */
export function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const codeDir = dirname(dirname(fileURLToPath(import.meta.url)));
  const root = dirname(codeDir);
  try {
    const parts: string[] = [packageIdentity(root)];
    // OpenCC's compiled tables (6 MB) follow from the code and opencc-js's version, both already in the fingerprint.
    for (const dir of [codeDir, join(root, 'templates')])
      for (const file of filesUnder(dir))
        if (basename(file) !== 'tables.bin') parts.push(`${file.slice(root.length)}\u0000${sha256(readFileSync(file))}`);
    fingerprint = sha256(parts.join('\u0000'));
  } catch (err) {
    fingerprint = sha256(`unfingerprinted\u0000${process.pid}\u0000${Math.random()}\u0000${(err as Error).message}`);
  }
  return fingerprint;
}

/** `name@version` of the package and of each dependency as installed (Node's own lookup: node_modules upwards). */
function packageIdentity(root: string): string {
  const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    dependencies?: Record<string, string>;
  };
  const deps = Object.keys(own.dependencies ?? {})
    .sort()
    .map((name) => `${name}@${installedVersion(root, name)}`);
  return [`${own.name}@${own.version}`, ...deps].join('\u0000');
}

function installedVersion(from: string, name: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? 'unversioned';
    if (dirname(dir) === dir) return 'missing';
  }
}

/** Regular files under `dir`, sorted (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const s = statSync(path);
    if (s.isDirectory()) files.push(...filesUnder(path));
    else if (s.isFile()) files.push(path);
  }
  return files;
}

/** A memo over a disk cache (or no memo without one). */
export function memoOf(cache: Cache | undefined): Memo {
  if (!cache) return noMemo;
  return (parts, compute) => cache.json(cacheKey(codeFingerprint(), ...parts), compute);
}

/** A memo whose entries are packed into one cache entry per build and scope, written by `flush()`. */
export interface PieceMemo {
  memo: Memo;
  /** Writes what this build computed as one pack and points the scope at the packs it used (no-op when nothing new). */
  flush(): void;
}

/** Packs a scope's pointer names at the most before they are merged into one. */
const MAX_PACKS = 8;

/** A pack entry's content: a JSON table of [piece key, start, end] on its first line, then the pieces (encodePiece). */
export interface Pack {
  table: [string, number, number][];
  body: Uint8Array;
}

/** The table and body of a pack entry's content (as Cache.get returns it), or undefined when it is no pack. */
export function readPack(stored: Uint8Array): Pack | undefined {
  const nl = stored.indexOf(0x0a);
  if (nl < 0 || stored[0] !== 0x5b) return undefined;
  try {
    const table = JSON.parse(utf8(stored.subarray(0, nl)));
    return Array.isArray(table) ? { table, body: stored.subarray(nl + 1) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A piece's bytes as stored in a pack and read back: its JSON after one byte that tells how it is encoded. Text
 * that is mostly CJK (a chapter) is UTF-16LE: reading it back is then a copy, where decoding UTF-8 cost more than
 * parsing it (1,000 chapters: 5.6 MB against 5.8 MB, read 3× as fast). Text that is mostly ASCII (base64 of a
 * deflated page or document) stays UTF-8, half the size, and ASCII decodes fast anyway.
 */
const UTF8 = 0x75; // 'u'
const UTF16 = 0x77; // 'w'

export function encodePiece(value: unknown): Uint8Array {
  const json = JSON.stringify(value);
  const size = Buffer.byteLength(json);
  const wide = size > json.length * 1.5;
  const bytes = Buffer.allocUnsafe(1 + (wide ? json.length * 2 : size));
  bytes[0] = wide ? UTF16 : UTF8;
  bytes.write(json, 1, wide ? 'utf16le' : 'utf8');
  return bytes;
}

export function decodePiece<T = unknown>(bytes: Uint8Array): T {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf[0] !== UTF8 && buf[0] !== UTF16) throw new Error('not a piece');
  return JSON.parse(buf.toString(buf[0] === UTF16 ? 'utf16le' : 'utf8', 1)) as T;
}

/**
 * Chapter pieces (ingest, cleaning, conversion, EPUB documents, PDF line shapes) as a few large entries instead
 * of one file each: creating thousands of files cost more than computing them. A piece is still looked up by
 * the sha256 of what determines it; the pieces a build computes go into one pack entry, and a pointer entry
 * under the scope (the book and the thread's role) names the packs to search next time. The pointer is only a
 * hint: a stale or lost one costs a recomputation, never a wrong value, since every piece is found by its own key.
 */
export function pieceMemo(cache: Cache | undefined, scope: unknown[]): PieceMemo {
  if (!cache) return { memo: noMemo, flush() {} };
  const pointer = cacheKey(codeFingerprint(), 'pieces', ...scope);
  const packs: { key: string; body: Uint8Array; used: boolean }[] = [];
  const index = new Map<string, { pack: number; start: number; end: number }>();
  const fresh = new Map<string, Uint8Array>();
  const hits = new Set<string>();
  let loaded = false;
  const load = () => {
    loaded = true;
    const names = cache.get(pointer);
    let keys: string[] = [];
    try {
      keys = names ? JSON.parse(utf8(names)) : [];
    } catch {
      return;
    }
    for (const key of keys) {
      const stored = cache.get(key);
      const pack = stored && readPack(stored);
      if (!pack) continue;
      for (const [k, start, end] of pack.table) if (!index.has(k)) index.set(k, { pack: packs.length, start, end });
      packs.push({ key, body: pack.body, used: false });
    }
  };
  const memo: Memo = <T>(parts: unknown[], compute: () => T): T => {
    const key = cacheKey(codeFingerprint(), ...parts);
    if (!loaded) load();
    const at = index.get(key);
    if (at) {
      const pack = packs[at.pack];
      try {
        const value = decodePiece<T>(pack.body.subarray(at.start, at.end));
        pack.used = true;
        hits.add(key);
        return value;
      } catch {
        /* checksummed but not JSON: written by a broken build; computed again */
      }
    }
    const done = fresh.get(key);
    if (done) return decodePiece<T>(done);
    const value = compute();
    fresh.set(key, encodePiece(value));
    return value;
  };
  const flush = () => {
    if (fresh.size === 0) return;
    const used = packs.filter((p) => p.used);
    const merge = used.length + 1 > MAX_PACKS;
    const pieces = new Map(fresh);
    if (merge)
      for (const key of hits) {
        const at = index.get(key)!;
        pieces.set(key, packs[at.pack].body.subarray(at.start, at.end));
      }
    const table: [string, number, number][] = [];
    let offset = 0;
    for (const [key, bytes] of pieces) {
      table.push([key, offset, offset + bytes.length]);
      offset += bytes.length;
    }
    // A name of its own: the pack's content is checksummed under it like any entry's.
    const name = cacheKey(pointer, 'pack', process.pid, Date.now(), Math.random());
    cache.put(name, Buffer.concat([Buffer.from(`${JSON.stringify(table)}\n`), ...pieces.values()]));
    cache.put(pointer, JSON.stringify([...(merge ? [] : used.map((p) => p.key)), name]));
  };
  return { memo, flush };
}

/** Opens the cache at `dir`, or none when `dir` is undefined (`--no-cache`). */
export function openCache(dir: string | undefined): Cache | undefined {
  return dir ? diskCache(dir) : undefined;
}

export interface Cache {
  /** The verified entry stored under `key`, or undefined (a miss, or a fault recorded in `faults`). */
  get(key: string): Uint8Array | undefined;
  /** Stores an entry; a fault is recorded and later writes are skipped, never thrown. */
  put(key: string, data: Uint8Array | string): void;
  /** Returns the cached JSON value for `key` (stored as encodePiece stores a piece), or computes, stores and returns it. */
  json<T>(key: string, compute: () => T): T;
  /** What went wrong reading or writing, one line each (the driver shows the first as W_CACHE). */
  readonly faults: readonly string[];
}

/** Values named by the key that determines them (knownAs): a key holding one serialises that name instead. */
const digests = new WeakMap<object, string>();

/**
 * Names `value` by `digest`, a key of everything that determines it (a converted chapter by its conversion's
 * key), and returns it: a cache key that holds `value` as one of its parts then hashes the digest, not the
 * value serialised again. The value must not change afterwards; stages never change what they are given.
 */
export function knownAs<T extends object>(value: T, digest: string): T {
  digests.set(value, digest);
  return value;
}

/** A part as a key serialises it: a value named by knownAs as its digest (no value has this key). */
const standIn = (part: unknown) => {
  const digest = typeof part === 'object' && part !== null ? digests.get(part) : undefined;
  return digest === undefined ? part : { '\u0000digest': digest };
};

/** A cache key from any serialisable parts (a part named by knownAs counts as its digest). */
export function cacheKey(...parts: unknown[]): string {
  return sha256(JSON.stringify([CACHE_VERSION, ...parts.map(standIn)]));
}

/**
 * An entry is `MAGIC sha256(key ‖ payload) \n payload`: the checksum covers the key, so an entry only
 * verifies under its own name, and a truncated, emptied, flipped or misplaced entry is a miss.
 */
const MAGIC = `${CACHE_VERSION} `;
const HEADER = MAGIC.length + 64 + 1;

/** An entry's payload as text, read in place (Buffer.from(bytes) would copy it first). */
export function utf8(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

export function encodeEntry(key: string, payload: Uint8Array): Uint8Array {
  const header = Buffer.from(`${MAGIC}${checksum(key, payload)}\n`, 'latin1');
  return Buffer.concat([header, payload]);
}

/** sha256(key ‖ payload), hashed in two parts: concatenating them first copied every entry once more on each read. */
function checksum(key: string, payload: Uint8Array): string {
  return createHash('sha256').update(key).update(payload).digest('hex');
}

/** The payload of a stored entry, or undefined when it does not verify. */
export function decodeEntry(key: string, stored: Uint8Array): Uint8Array | undefined {
  const buf = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  if (buf.length < HEADER || buf.toString('latin1', 0, MAGIC.length) !== MAGIC || buf[HEADER - 1] !== 0x0a) return undefined;
  const payload = buf.subarray(HEADER);
  const sum = buf.toString('latin1', MAGIC.length, HEADER - 1);
  return sum === checksum(key, payload) ? payload : undefined;
}

export function diskCache(dir: string): Cache {
  let writable = true;
  const faults: string[] = [];
  const pathOf = (key: string) => join(dir, key.slice(0, 2), key);
  const fault = (what: string, err?: unknown) => {
    const code = (err as NodeJS.ErrnoException | undefined)?.code;
    faults.push(`${what}${code ? ` (${code})` : ''}`);
  };
  const get = (key: string): Uint8Array | undefined => {
    const p = pathOf(key);
    let stored: Buffer;
    try {
      stored = readFileSync(p);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') fault(`cannot read ${p}`, err);
      return undefined;
    }
    const payload = decodeEntry(key, stored);
    if (payload) return payload;
    fault(`corrupt entry ${p} (checksum mismatch), recomputed`);
    // A bad entry is replaced by the next put; removing it now keeps a read-only cache from reporting it twice.
    try {
      rmSync(p, { force: true });
    } catch {
      /* a read-only cache keeps it; the checksum refuses it every time */
    }
    return undefined;
  };
  const put = (key: string, data: Uint8Array | string) => {
    if (!writable) return;
    const p = pathOf(key);
    // Rename makes the entry appear whole or not at all, even when two builds share the cache.
    const tmp = tempName(p);
    try {
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(tmp, encodeEntry(key, typeof data === 'string' ? Buffer.from(data) : data));
      renameSync(tmp, p);
    } catch (err) {
      writable = false;
      fault(`cannot write ${p}; not writing to the cache for the rest of this build`, err);
      try {
        rmSync(tmp, { force: true });
      } catch {
        /* the folder itself is unusable: the fault above says so */
      }
    }
  };
  return {
    get,
    put,
    json(key, compute) {
      const found = get(key);
      if (found) {
        try {
          // Encoded as a pack's pieces are: a whole book's chapters (ingest, the book stages) read back as UTF-16.
          return decodePiece(found);
        } catch {
          fault(`entry ${pathOf(key)} is not JSON, recomputed`);
        }
      }
      const value = compute();
      put(key, encodePiece(value));
      return value;
    },
    faults,
  };
}

const swept = new Set<string>();

/**
 * Removes temporary entries a killed build left in the cache (our own naming, from a process that is gone or
 * older than an hour). Once per folder per process; a cache that cannot be listed is left alone.
 */
export function sweepCache(dir: string | undefined): void {
  if (!dir || swept.has(dir)) return;
  swept.add(dir);
  let shards: string[];
  try {
    shards = readdirSync(dir);
  } catch {
    return;
  }
  for (const shard of shards) {
    if (!/^[0-9a-f]{2}$/.test(shard)) continue;
    try {
      for (const name of readdirSync(join(dir, shard)))
        if (isStaleTemp(join(dir, shard, name))) rmSync(join(dir, shard, name), { force: true });
    } catch {
      /* an unreadable shard is a fault the reads will report */
    }
  }
}
