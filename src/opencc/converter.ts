/**
 * OpenCC conversions as plain string → string functions: opencc-js's dictionaries and steps, run by phrase
 * tables compiled once per thread on first use (byte-identical to opencc-js: tests/unit/opencc-matcher.test.ts).
 */
import * as OpenCC from 'opencc-js';
import { compile, TableCache } from './compile.ts';
import { type Conversion, LOCALES } from './conversions.ts';
import { stableDictIds, tableStore } from './table-store.ts';
import { planOf } from './plan.ts';
import { openccLocale } from './locale.ts';

export { type Conversion, CONVERSIONS } from './conversions.ts';

const openccJs = OpenCC as unknown as {
  Converter(o: { from: string; to: string }): (t: string) => string;
};

/** One thread's tables: s2tw and s2hk share their STPhrases group; taken from the build's table file when it has them. */
let tables: TableCache | undefined;
const cache = new Map<Conversion, (text: string) => string>();

/** Returns the converter for `conversion`, compiling its tables on first use in this thread. */
export function converter(conversion: Conversion): (text: string) => string {
  let fn = cache.get(conversion);
  if (!fn) {
    const { from, to } = LOCALES[conversion];
    if (!tables) {
      const ids = stableDictIds();
      tables = new TableCache(tableStore(ids), ids);
    }
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
