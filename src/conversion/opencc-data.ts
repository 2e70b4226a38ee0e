/** OpenCC's own phrase table, read once: the two-character words it knows (其余, 模范), which a name cannot start inside. */
import { dictEntries, openccLocale } from '../opencc/locale.ts';

let keys: Set<string> | undefined;

/**
 * Keys of STPhrases of two characters (cn→t, the first group of s2tw and s2hk), read from opencc-js's locale
 * string rather than by building a converter.
 */
export function openccPhraseKeys(): ReadonlySet<string> {
  if (!keys) {
    keys = new Set();
    for (const [key] of dictEntries(openccLocale.from.cn[0][0])) if (key.length === 2) keys.add(key);
  }
  return keys;
}
