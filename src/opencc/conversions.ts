/** The OpenCC conversions the pipeline uses and the opencc-js locale pair each is (OCC-1, OCC-2). */

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

export const LOCALES: Record<Conversion, { from: string; to: string }> = {
  s2tw: { from: 'cn', to: 'tw' },
  tw2s: { from: 'tw', to: 'cn' },
  s2hk: { from: 'cn', to: 'hk' },
  tw2hk: { from: 'tw', to: 'hk' },
};
