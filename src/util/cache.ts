/**
 * A content-addressed cache on disk (`.shufang-cache/` by default): values are stored under the sha256 of
 * everything that determines them, so a hit is always valid and nothing ever needs invalidating.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from './hash.ts';

/** Bumped when the cache layout changes; the code fingerprint below covers changes to the pipeline itself. */
export const CACHE_VERSION = 'shufang-cache-1';

/**
 * A memo the pure stages accept: `memo(parts, compute)` returns compute() or an equal earlier result. Stages
 * stay free of I/O; the disk cache behind a memo is chosen at the edge (docs/architecture.md#cache).
 */
export type Memo = <T>(parts: unknown[], compute: () => T) => T;
export const noMemo: Memo = (_parts, compute) => compute();

let fingerprint: string | undefined;

/** sha256 of the package's own source and templates: a changed pipeline never reads an old pipeline's entries. */
export function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const rel = `${dir}/${name}`;
      if (statSync(join(root, rel)).isDirectory()) walk(rel);
      else files.push(rel);
    }
  };
  walk('src');
  walk('templates');
  files.push('package-lock.json');
  fingerprint = sha256(files.map((f) => `${f}\u0000${readFileSync(join(root, f), 'utf8')}`).join('\u0000'));
  return fingerprint;
}

/** A memo over a disk cache (or no memo without one). */
export function memoOf(cache: Cache | undefined): Memo {
  if (!cache) return noMemo;
  return (parts, compute) => cache.json(cacheKey(codeFingerprint(), ...parts), compute);
}

/** Opens the cache at `dir`, or none when `dir` is undefined (`--no-cache`). */
export function openCache(dir: string | undefined): Cache | undefined {
  return dir ? diskCache(dir) : undefined;
}

export interface Cache {
  /** Returns the cached bytes for `key`, or computes, stores and returns them. */
  bytes(key: string, compute: () => Promise<Uint8Array>): Promise<Uint8Array>;
  /** Same for JSON-serialisable values. */
  json<T>(key: string, compute: () => T): T;
  readonly hits: number;
  readonly misses: number;
}

/** A cache key from any serialisable parts. */
export function cacheKey(...parts: unknown[]): string {
  return sha256(JSON.stringify([CACHE_VERSION, ...parts]));
}

export function diskCache(dir: string): Cache {
  let hits = 0;
  let misses = 0;
  const pathOf = (key: string) => join(dir, key.slice(0, 2), key);
  const read = (key: string): Buffer | undefined => {
    const p = pathOf(key);
    return existsSync(p) ? readFileSync(p) : undefined;
  };
  const write = (key: string, data: Uint8Array | string) => {
    const p = pathOf(key);
    mkdirSync(join(dir, key.slice(0, 2)), { recursive: true });
    // Rename makes the entry appear whole or not at all, even when two builds share the cache.
    const tmp = `${p}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(tmp, data);
    renameSync(tmp, p);
  };
  return {
    async bytes(key, compute) {
      const found = read(key);
      if (found) {
        hits++;
        return new Uint8Array(found);
      }
      misses++;
      const value = await compute();
      write(key, value);
      return value;
    },
    json(key, compute) {
      const found = read(key);
      if (found) {
        hits++;
        return JSON.parse(found.toString('utf8'));
      }
      misses++;
      const value = compute();
      write(key, JSON.stringify(value));
      return value;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
  };
}

/** No caching: every value is computed (library callers and tests that want none). */
export const noCache: Cache = {
  bytes: (_key, compute) => compute(),
  json: (_key, compute) => compute(),
  hits: 0,
  misses: 0,
};
