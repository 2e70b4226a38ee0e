/**
 * A line that is the bytes of a binary file decoded as text (`诹Ρ阆□跻淮危肺涔χK#,UfFxDZA&JG5ZR;R*~}`: an archive or
 * picture pasted into a txt and read as GBK), judged by what its characters are, not by a list: a run of ASCII with
 * the marks and mixed case no word has, beside letters of scripts and symbol blocks a Chinese sentence does not use,
 * or with no mark of a Chinese sentence at all.
 */

/**
 * A run of printable ASCII without spaces, long enough that a word or an address would show its shape
 * (`K#,UfFxDZA&JG5ZR;R*~}`); ASCII noise a site glues into a line is shorter (noise-token.ts, 3–16).
 */
const ASCII_RUN = /[\x21-\x7e]{12,}/g;
/** Marks of a random run (not `.`, `/`, `-`, `_`, `:` or `@`, which addresses and e-mail hold). */
const RANDOM_MARK = /[!#$%&'*+,;<=>?^`{|}~\\[\]()"]/g;
/** Fewest distinct RANDOM_MARKs in the run. */
const MIN_MARKS = 3;
/**
 * Letters of other scripts and symbol blocks that decoded bytes strew among Han letters (Greek, Cyrillic, box drawing,
 * geometric shapes, enclosed alphanumerics, mathematical operators, the replacement character): `Ρ`, `χ`, `□`, `⒃`, `∩`.
 */
const STRAY = /[\u0370-\u03ff\u0400-\u04ff\u2200-\u22ff\u2460-\u24ff\u2500-\u25ff\ufffd]/g;
const MIN_STRAY = 2;
/** The marks of a Chinese sentence: a line with one is written, whatever else it holds. */
const SENTENCE_MARK = /[，。！？；：、“”「」『』（）…]/;
const HAN = /\p{Script=Han}/u;

/** True when the (trimmed) line reads as decoded bytes: a random ASCII run, and stray symbols or no sentence mark. */
export function isDecodedBytes(line: string): boolean {
  if (!HAN.test(line)) return false;
  const randomRun = (line.match(ASCII_RUN) ?? []).some(
    (run) => new Set(run.match(RANDOM_MARK)).size >= MIN_MARKS && /[a-z]/.test(run) && /[A-Z]/.test(run),
  );
  if (!randomRun) return false;
  return (line.match(STRAY) ?? []).length >= MIN_STRAY || !SENTENCE_MARK.test(line);
}
