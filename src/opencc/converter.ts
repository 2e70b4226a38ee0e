/**
 * OpenCC conversions as plain string → string functions: opencc-js's dictionaries and steps, run by phrase
 * tables compiled once per thread on first use (byte-identical to opencc-js: tests/unit/opencc-matcher.test.ts).
 */
import * as OpenCC from 'opencc-js';
import { compile, TableCache } from './compile.ts';
import { planOf } from './plan.ts';
import { openccLocale } from './locale.ts';

/** The conversions the pipeline uses, in OpenCC vocabulary (OCC-1, OCC-2). */
export type Conversion =
  /** Simplified → Taiwan Traditional, characters and variants only (s2tw; not s2twp, which turns 的士兵 into 計程車兵). */
  | 's2tw'
  /** Taiwan Traditional → Simplified (tw2s). */
  | 'tw2s'
  /** Simplified → Hong Kong Traditional (s2hk, OCC-1). */
  | 's2hk'
  /** Taiwan Traditional → Hong Kong forms (tw2t then t2hk). */
  | 'tw2hk';

export const CONVERSIONS: readonly Conversion[] = ['s2tw', 'tw2s', 's2hk', 'tw2hk'];

const LOCALES: Record<Conversion, { from: string; to: string }> = {
  s2tw: { from: 'cn', to: 'tw' },
  tw2s: { from: 'tw', to: 'cn' },
  s2hk: { from: 'cn', to: 'hk' },
  tw2hk: { from: 'tw', to: 'hk' },
};

const openccJs = OpenCC as unknown as {
  Converter(o: { from: string; to: string }): (t: string) => string;
};

/** One thread's tables: s2tw and s2hk share their STPhrases group. */
const tables = new TableCache();
const cache = new Map<Conversion, (text: string) => string>();

/** Returns the converter for `conversion`, compiling its tables on first use in this thread. */
export function converter(conversion: Conversion): (text: string) => string {
  let fn = cache.get(conversion);
  if (!fn) {
    const { from, to } = LOCALES[conversion];
    cache.set(conversion, (fn = compile(planOf(from, to, openccLocale), tables)));
  }
  return fn;
}

const references = new Map<Conversion, (text: string) => string>();

/** opencc-js's own converter for `conversion` (built once): the reference the compiled tables are checked against. */
export function referenceConverter(conversion: Conversion): (text: string) => string {
  let fn = references.get(conversion);
  if (!fn) {
    const { from, to } = LOCALES[conversion];
    references.set(conversion, (fn = openccJs.Converter({ from, to })));
  }
  return fn;
}
