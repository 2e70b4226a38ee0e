/**
 * Noise tokens a site scatters through its text (docs/rules/cleaning.md#noise-tokens-learned-from-the-book): a short run
 * of Han letters with no meaning (`狞贱`, `碳想`, `跋规摇`), put at random places of random lines to spoil copies,
 * the same few tokens all through a book. Learned from the book: no list can hold them. (ASCII noise, `Oe;1f#`, is
 * judged by its shape alone: noise-token.ts.)
 */
import { longestFirst } from './site-names.ts';

/**
 * Where a token shows itself: alone at a line's end after a mark that ends a sentence or a clause (`…都放慢了。氧枣`,
 * `…讵忍就卧，阒鴸吁`). Story does not end a paragraph on two to four letters after such a mark; a hard-wrapped line
 * might (`…。宋江`), which is why a list's `、` (`、孙二娘`) is no such mark and why the place alone is not enough
 * (MIN_SHARE, MAX_OPEN_ENDS).
 */
const AFTER_SENTENCE = /[。！？!?…」”』，,；;：:](\p{Script=Han}{2,4})$/u;
const HAN_END = /\p{Script=Han}$/u;
/** Lines a token must end that way (a book's one truncated paragraph is no evidence). */
const MIN_LINES = 3;
/**
 * The share of a token's occurrences in the book that are such line ends. An inserted token lands there about one
 * time in five; a word of the story (a name: 宋江, 宝玉) ends a wrapped line now and then and appears a hundred times
 * elsewhere (the corpus's hard-wrapped editions: 48 of 宝玉's few thousand, 19 of 宋江's).
 */
const MIN_SHARE = 0.15;

/**
 * The share of a book's lines that may end on a letter for its line ends to be evidence. Paragraphs end on a mark;
 * a hard-wrapped copy ends most lines on a letter (西游记's pg23962: `…更不識是甚麼故事。行者`), and there any two
 * letters after a mark end a line now and then, 行者 a few times in a sample of its lines.
 */
const MAX_OPEN_ENDS = 0.25;
/** Lines shorter than this say nothing of wrapping (a heading, a verse's half). */
const MIN_WRAP_LENGTH = 12;

/**
 * A token of letters the book uses nowhere else (a site drawing them from the whole CJK block: `鸅萤齟`) needs only
 * MIN_LINES_RARE line ends, if it stands MIN_RARE_OCCURRENCES times in all; MAX_RARE bounds the candidates' letters first.
 */
const MIN_LINES_RARE = 2;
const MIN_RARE_OCCURRENCES = 3;
const MAX_RARE = 200;

/** Candidates counted over the whole book, those with the most line ends: a site uses a handful, and a bound keeps it linear. */
const MAX_CANDIDATES = 32;

/**
 * The book's noise tokens, longest first: those that end MIN_LINES lines after a mark (MIN_LINES_RARE when their letters
 * stand nowhere else) and MIN_SHARE of their occurrences; none in a hard-wrapped book.
 */
export function learnNoiseTokens(chapters: readonly (readonly string[])[]): string[] {
  const ends = new Map<string, Set<string>>();
  let long = 0;
  let open = 0;
  for (const chapter of chapters)
    for (const line of chapter) {
      const trimmed = line.trim();
      if (trimmed.length >= MIN_WRAP_LENGTH) {
        long++;
        if (HAN_END.test(trimmed)) open++;
      }
      const found = AFTER_SENTENCE.exec(trimmed);
      if (!found) continue;
      const lines = ends.get(found[1]) ?? new Set<string>();
      lines.add(trimmed);
      ends.set(found[1], lines);
    }
  if (open > MAX_OPEN_ENDS * long) return [];
  // Letters seen, for tokens of letters the story never uses (a site that draws them from the whole block); counted
  // only when a token has too few line ends to be learned without it.
  const needsRare = [...ends.values()].some((lines) => lines.size >= MIN_LINES_RARE && lines.size < MIN_LINES);
  const seen = needsRare ? letterCounts(chapters) : undefined;
  /** Every letter of `token` stands in the book at most `times` times (`times` per occurrence of a letter in it). */
  const within = (token: string, times: (c: string) => number) =>
    seen !== undefined && [...token].every((c) => c.length === 1 && seen[c.charCodeAt(0)] <= times(c));
  const rare = (token: string) => within(token, () => MAX_RARE);
  const candidates = [...ends]
    .filter(([token, lines]) => lines.size >= MIN_LINES || (lines.size >= MIN_LINES_RARE && rare(token)))
    .sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_CANDIDATES)
    .map(([token]) => token);
  if (candidates.length === 0) return [];
  const total = new Map(candidates.map((t) => [t, 0]));
  for (const chapter of chapters)
    for (const line of chapter)
      for (const token of candidates) if (line.includes(token)) total.set(token, (total.get(token) ?? 0) + occurrences(line, token));
  return candidates
    .filter((t) => {
      const endLines = ends.get(t)?.size ?? 0;
      const n = total.get(t) ?? 0;
      if (endLines < MIN_SHARE * n) return false;
      // Fewer line ends are enough for letters that stand nowhere else in the book, and recur.
      return endLines >= MIN_LINES || (n >= MIN_RARE_OCCURRENCES && within(t, (c) => n * count(t, c)));
    })
    .sort(longestFirst);
}

/** How often each BMP letter stands in the book, by code unit. */
function letterCounts(chapters: readonly (readonly string[])[]): Uint32Array {
  const counts = new Uint32Array(0x10000);
  for (const chapter of chapters) for (const line of chapter) for (let i = 0; i < line.length; i++) counts[line.charCodeAt(i)]++;
  return counts;
}

const count = (text: string, c: string) => [...text].filter((x) => x === c).length;

function occurrences(line: string, token: string): number {
  let n = 0;
  for (let at = line.indexOf(token); at !== -1; at = line.indexOf(token, at + token.length)) n++;
  return n;
}

/** `line` without the book's noise tokens, and each token cut (in order, one entry per occurrence). */
export function cutNoiseTokens(line: string, tokens: readonly string[]): { text: string; cuts: string[] } {
  const cuts: string[] = [];
  let text = line;
  for (const token of tokens) {
    if (!text.includes(token)) continue;
    const parts = text.split(token);
    for (let k = 1; k < parts.length; k++) cuts.push(token);
    text = parts.join('');
  }
  return { text, cuts };
}
