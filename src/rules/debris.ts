/**
 * Stray letters of another script inside Chinese text: what a GB/Big5 mojibake run leaves behind (红楼梦 A
 * `ヅ上了一点儿`, `黑аа的来了`, hongloumeng/PROVENANCE.md: 160 stray kana). Reported, never guessed back.
 */

/**
 * One to three Cyrillic letters or kana between Han characters or Chinese punctuation. ・ and ー (U+30FB,
 * U+30FC) are left out: legacy Chinese text uses them as an interpunct and a dash (docs/rules/typography.md#character-classes).
 */
const DEBRIS =
  /(?<=^|[\u3400-\u9fff\uf900-\ufaff，。、；：？！…—“”‘’「」『』（）\s])[\u0400-\u04ff\u3041-\u3096\u30a1-\u30fa]{1,3}(?=$|[\u3400-\u9fff\uf900-\ufaff，。、；：？！…—“”‘’「」『』（）\s])/gu;

/** The debris in a line, each with its offset. */
export function mojibakeDebris(text: string): { at: number; text: string }[] {
  // A line holding real Japanese (a run of four kana or more) is not debris.
  if (!/[\u0400-\u04ff\u3041-\u30fa]/.test(text) || /[\u3041-\u30fa]{4}/.test(text)) return [];
  return [...text.matchAll(DEBRIS)].map((m) => ({ at: m.index, text: m[0] }));
}
