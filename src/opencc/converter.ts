/** OpenCC converters, built once per process and hidden behind plain string → string functions. */
import * as OpenCC from 'opencc-js';

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

const LOCALES: Record<Conversion, { from: string; to: string }> = {
  s2tw: { from: 'cn', to: 'tw' },
  tw2s: { from: 'tw', to: 'cn' },
  s2hk: { from: 'cn', to: 'hk' },
  tw2hk: { from: 'tw', to: 'hk' },
};

const cache = new Map<Conversion, (text: string) => string>();

/** Returns the converter for `conversion`, building it on first use (cn→tw costs ~0.45 s and 42 MB once). */
export function converter(conversion: Conversion): (text: string) => string {
  let fn = cache.get(conversion);
  if (!fn) {
    const { from, to } = LOCALES[conversion];
    // opencc-js types use extensionless imports that NodeNext rejects (docs/libraries.md#typing-under-module-nodenext); the call shape is stable.
    fn = (OpenCC as unknown as { Converter(o: { from: string; to: string }): (t: string) => string }).Converter({ from, to });
    cache.set(conversion, fn);
  }
  return fn;
}
