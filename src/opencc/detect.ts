/** Detects whether a text is written in Simplified or Traditional characters (CLEAN-17). */
import * as OpenCC from 'opencc-js';
import type { Script } from '../model/book.ts';
import { converter } from './converter.ts';

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

let simplifiedKeys: Set<string> | undefined;

/**
 * Characters OpenCC's STCharacters maps to another form. Read from the dictionary string rather than by building
 * the cn→tw tables: theirs is the largest group (STPhrases, 0.1–0.3 s of CPU), and detection runs on the main thread.
 */
function simplifiedCharacters(): Set<string> {
  if (!simplifiedKeys) {
    const locale = (OpenCC as unknown as { Locale: { from: { cn: [[string, string]] } } }).Locale;
    simplifiedKeys = new Set(
      locale.from.cn[0][1]
        .split('|')
        .map((e) => e.split(' '))
        .filter(([k, v]) => k !== v)
        .map(([k]) => k),
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
  const x = Array.from(sample);
  const y = Array.from(back);
  const aligned = x.length === y.length;
  for (let i = 0; i < x.length; i++) {
    if (aligned && x[i] !== y[i]) traditional++;
    else if (keys.has(x[i])) simplified++;
  }
  if (!aligned) traditional += Math.abs(x.length - y.length);
  const total = traditional + simplified;
  const script: Script = traditional > simplified ? 'zh-Hant' : 'zh-Hans';
  const confidence = total === 0 ? 0.5 : Math.max(traditional, simplified) / total;
  return { script, traditional, simplified, confidence };
}
