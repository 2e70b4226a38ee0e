/** OpenCC's own phrase table, read once: the two-character words it knows (其余, 模范), which a name cannot start inside. */
import * as OpenCC from 'opencc-js';

let keys: Set<string> | undefined;

/**
 * Keys of STPhrases of two characters (cn→t, the first group of s2tw and s2hk), read from opencc-js's locale
 * string rather than by building a converter.
 */
export function openccPhraseKeys(): ReadonlySet<string> {
  if (!keys) {
    const locale = (OpenCC as unknown as { Locale: { from: { cn: string[][] } } }).Locale;
    keys = new Set();
    for (const entry of locale.from.cn[0][0].split('|')) {
      const space = entry.indexOf(' ');
      if (space === 2) keys.add(entry.slice(0, 2));
    }
  }
  return keys;
}
