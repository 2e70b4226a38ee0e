/**
 * A content-addressed cache on disk (`.shufang-cache/` by default): values are stored under the sha256 of
 * everything that determines them, so a hit is always valid and nothing ever needs invalidating.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from './hash.ts';

/** Bumped whenever a stage or renderer changes its output, so old entries are simply never found. */
export const CACHE_VERSION = 'shufang-cache-1';

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
      if (found) { hits++; return new Uint8Array(found); }
      misses++;
      const value = await compute();
      write(key, value);
      return value;
    },
    json(key, compute) {
      const found = read(key);
      if (found) { hits++; return JSON.parse(found.toString('utf8')); }
      misses++;
      const value = compute();
      write(key, JSON.stringify(value));
      return value;
    },
    get hits() { return hits; },
    get misses() { return misses; },
  };
}

/** No caching: every value is computed (library callers and tests that want none). */
export const noCache: Cache = {
  bytes: (_key, compute) => compute(),
  json: (_key, compute) => compute(),
  hits: 0,
  misses: 0,
};
