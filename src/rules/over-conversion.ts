/**
 * Signs that a "Traditional" text was machine-converted from Simplified character by character, and the
 * characters such a conversion gets wrong (seed 002: 地麵, 怎麽迴事, 隻能; measured in docs/libraries.md#opencc-js).
 */

/** Phrases that only a naive s2t conversion writes; two or more hits mark a chapter as over-converted. */
export const OVER_CONVERSION_MARKERS: readonly string[] = [
  '地麵',
  '麵前',
  '後麵',
  '前麵',
  '正麵',
  '對麵',
  '表麵',
  '麵對',
  '麵色',
  '四麵',
  '上麵',
  '下麵',
  '裏麵',
  '外麵',
  '路麵',
  '什麽',
  '怎麽',
  '這麽',
  '那麽',
  '多麽',
  '要麽',
  '隻能',
  '隻有',
  '隻要',
  '隻是',
  '隻好',
  '不隻',
  '迴事',
  '迴頭',
  '迴來',
  '迴去',
  '迴答',
  '迴到',
  '幹淨',
  '山穀',
  '籲了',
];

/**
 * Characters where a tw→cn→tw round trip is trusted to repair the text. Elsewhere the round trip is refused,
 * because on genuine Traditional text it breaks more than it fixes (measured on the corpus Big5 texts:
 * 0.43 % of Han characters changed, among them 范→範, 於→于, 乾→幹).
 */
export const REPAIRABLE = new Set(['麵', '麽', '隻', '迴', '幹', '穀', '籲', '裏', '餘', '鍾', '髮', '蔔', '醜', '闆', '鬥']);

/** Counts marker phrases in `text`. */
export function overConversionHits(text: string): number {
  let hits = 0;
  for (const m of OVER_CONVERSION_MARKERS) {
    for (let i = text.indexOf(m); i >= 0; i = text.indexOf(m, i + m.length)) hits++;
  }
  return hits;
}
