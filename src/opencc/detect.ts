/** Detects whether a text is written in Simplified or Traditional characters (CLEAN-17). */
import type { Script } from '../model/book.ts';
import { converter } from './converter.ts';

export interface ScriptGuess {
  script: Script;
  /** Han characters that only Traditional text uses (changed by tw→cn). */
  traditional: number;
  /** Han characters that only Simplified text uses (changed by cn→tw). */
  simplified: number;
  /** Share of the deciding evidence, 0.5 (a coin toss) to 1. */
  confidence: number;
}

const SAMPLE_CHARS = 20_000;

/** Counts characters each direction would change; the direction that changes more tells the script. */
export function detectScript(text: string): ScriptGuess {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  const traditional = countChanged(sample, converter('tw2s')(sample));
  const simplified = countChanged(sample, converter('s2tw')(sample));
  const total = traditional + simplified;
  const script: Script = traditional > simplified ? 'zh-Hant' : 'zh-Hans';
  const confidence = total === 0 ? 0.5 : Math.max(traditional, simplified) / total;
  return { script, traditional, simplified, confidence };
}

function countChanged(a: string, b: string): number {
  // OpenCC keeps length for character conversions; phrase conversions may not, so compare by code point.
  const x = Array.from(a);
  const y = Array.from(b);
  if (x.length !== y.length) return Math.abs(x.length - y.length) + diffCount(x, y, Math.min(x.length, y.length));
  return diffCount(x, y, x.length);
}

function diffCount(x: string[], y: string[], n: number): number {
  let changed = 0;
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) changed++;
  return changed;
}
