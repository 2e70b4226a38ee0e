/** One regular expression for several: a quick test that none of a list of patterns matches a text. */

/**
 * A source that means the same with the `u` flag: BMP characters (no surrogate, written or escaped as `\uXXXX`),
 * `|` and classes of them; no `.`, negated class, quantifier, group or other escape.
 */
const UNICODE_SAFE = /^(?:\\u(?![dD][89abAB]|[dD][c-fC-F])[0-9a-fA-F]{4}|[^\\.^$*+?(){}\ud800-\udfff])*$/;

/**
 * An alternation of the patterns' sources, which matches a text where any of them does: a text it does not match
 * is one that none of them matches, found in one scan instead of one per pattern. The patterns keep their own
 * flags but `g` and `y`; they must agree on the rest, or differ only in `u` for sources that mean the same with
 * it (UNICODE_SAFE). A back-reference would point at another pattern's group once the sources are joined. Returns
 * undefined when the patterns cannot be joined so; the caller then tests them one by one.
 */
export function anyOf(patterns: readonly RegExp[]): RegExp | undefined {
  const flagsOf = (p: RegExp) => p.flags.replace(/[gy]/g, '');
  const flags = new Set(patterns.map(flagsOf));
  if (flags.size === 2 && flags.has('u') && flags.has('')) {
    if (!patterns.every((p) => flagsOf(p) === 'u' || UNICODE_SAFE.test(p.source))) return undefined;
    flags.delete('');
  }
  if (flags.size !== 1 || patterns.some((p) => /\\[1-9]|\\k</.test(p.source))) return undefined;
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), [...flags][0]);
}
