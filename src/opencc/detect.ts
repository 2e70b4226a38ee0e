/** Detects whether a text is written in Simplified or Traditional characters (CLEAN-17). */
import type { Script } from '../model/book.ts';
import { converter } from './converter.ts';
import { codePoints } from '../util/code-points.ts';
import { dictEntries, openccLocale } from './locale.ts';

export interface ScriptGuess {
  script: Script;
  /** Han characters that only Traditional text uses (changed by tw→cn). */
  traditional: number;
  /** Han characters that a Simplified→Traditional conversion would change (keys of OpenCC's STCharacters). */
  simplified: number;
  /** Share of the deciding evidence, 0.5 (a coin toss) to 1. */
  confidence: number;
}

const SAMPLE_CHARS = 20_000;

let simplifiedKeys: Set<number> | undefined;

/**
 * Characters OpenCC's STCharacters maps to another form, as code points. Read from the dictionary string rather
 * than by building the cn→tw tables: theirs is the largest group (STPhrases, 0.1–0.3 s of CPU), and detection
 * runs on the main thread. Only one-character keys can match one character of the text.
 */
function simplifiedCharacters(): Set<number> {
  if (!simplifiedKeys) {
    simplifiedKeys = new Set(
      dictEntries(openccLocale.from.cn[0][1])
        .filter(([k, v]) => k !== v.split(' ')[0] && String.fromCodePoint(k.codePointAt(0) ?? 0) === k)
        .map(([k]) => k.codePointAt(0) as number),
    );
  }
  return simplifiedKeys;
}

/** Counts evidence for each script in a sample: Traditional characters tw→cn changes, Simplified ones STCharacters lists. */
export function detectScript(text: string): ScriptGuess {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  const back = converter('tw2s')(sample);
  const keys = simplifiedCharacters();
  let traditional = 0;
  let simplified = 0;
  // tw→cn keeps length for characters; phrase entries may not, so walk by code point and stop at a mismatch.
  // Code points compared as numbers, two strings walked together: no arrays of one-character strings.
  const nx = codePoints(sample);
  const ny = codePoints(back);
  const aligned = nx === ny;
  for (let i = 0, j = 0; i < sample.length; ) {
    const a = sample.codePointAt(i) as number;
    i += a > 0xffff ? 2 : 1;
    if (aligned) {
      const b = back.codePointAt(j) as number;
      j += b > 0xffff ? 2 : 1;
      if (a !== b) {
        traditional++;
        continue;
      }
    }
    if (keys.has(a)) simplified++;
  }
  if (!aligned) traditional += Math.abs(nx - ny);
  const total = traditional + simplified;
  const script: Script = traditional > simplified ? 'zh-Hant' : 'zh-Hans';
  const confidence = total === 0 ? 0.5 : Math.max(traditional, simplified) / total;
  return { script, traditional, simplified, confidence };
}
