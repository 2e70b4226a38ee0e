/**
 * The text a site glues around its address in many lines of one book (`书路（www.shu6.cc）最快更新！` inside story
 * sentences), learned from the book (docs/rules/cleaning.md#site-names-learned-from-the-book): the letters that stand
 * beside the same address everywhere it occurs, while the story around them changes, are the site's, whatever they say.
 */
import { fold } from './fold.ts';
import { advertRuns, holdsAdvertWord } from './junk-classify.ts';
import { longestFirst } from './site-names.ts';
import { ADDRESS_BRACKETS, findUrls } from './urls.ts';

/** Lines (of different text) an address must be glued in before the letters around it are learned. */
const MIN_LINES = 3;
/** Most characters learned on each side of the address: a site's name and slogan are short; more is shared story. */
const MAX_SIDE = 12;
/** Most characters learned beside a run of advert words without evidence of their own: a name's letters, a slogan's marks. */
const ADVERT_LEFT = 4;
const ADVERT_RIGHT = 2;

interface Occurrence {
  folded: string;
  start: number;
  end: number;
  /** Anchored on a run of advert words (advertRuns), not an address: the run is the site's by itself. */
  advert: boolean;
}

/**
 * Folded strings of an address with the letters that stand beside it in every line it is glued into (at least
 * MIN_LINES lines of different text), when there are such letters: each is a site's insert, cut wherever it stands
 * (passed to the classifier with the learned site names). An address with nothing constant beside it learns nothing.
 */
export function learnRecurringInserts(chapters: readonly (readonly string[])[]): string[] {
  const byAddress = new Map<string, Occurrence[]>();
  const seen = new Set<string>();
  for (const line of chapters.flat()) {
    const trimmed = line.trim();
    // fold() keeps every unit in its place, so the addresses' spans hold in the folded line.
    const folded = fold(trimmed);
    const urls = [...findUrls(trimmed), ...advertRuns(folded).map((r) => ({ ...r, advert: true }))];
    if (urls.length === 0) continue;
    if (seen.has(folded)) continue;
    seen.add(folded);
    for (const u of urls) {
      const key = folded.slice(u.start, u.end);
      const list = byAddress.get(key) ?? [];
      list.push({ folded, start: u.start, end: u.end, advert: 'advert' in u });
      byAddress.set(key, list);
    }
  }
  const out = new Set<string>();
  for (const list of byAddress.values()) {
    if (list.length < MIN_LINES) continue;
    const left = sharedSide(list, (o, k) => o.folded[o.start - 1 - k], EDGE_LEFT);
    const right = sharedSide(list, (o, k) => o.folded[o.end + k], EDGE_RIGHT);
    if (left === undefined || right === undefined || left + right === 0) continue;
    const o = list[0];
    const leftText = o.folded.slice(o.start - left, o.start);
    const rightText = o.folded.slice(o.end, o.end + right);
    const context = leftText + rightText;
    if (o.advert) {
      // Around a run of advert words the name's letters and the slogan's marks are short; a longer side must hold a
      // site's own evidence too (an advert word or a bracket), or it is story the lines happened to share.
      const evidenced = (side: string) => holdsAdvertWord(side) || bracketed(side);
      if ((left > ADVERT_LEFT && !evidenced(leftText)) || (right > ADVERT_RIGHT && !evidenced(rightText))) continue;
    }
    // A site's own: its address in brackets, or an advert word beside it (`最快更新`). A story that writes the same
    // words after an address each time (`他打开www…看了看`) has neither.
    else if (!bracketed(context + o.folded[o.start]) && !holdsAdvertWord(context)) continue;
    out.add(o.folded.slice(o.start - left, o.end + right));
  }
  return [...out].sort(longestFirst);
}

/** Whether a text holds a bracket an address stands in (urls.ts ADDRESS_BRACKETS). */
const bracketed = (text: string) => [...text].some((c) => ADDRESS_BRACKETS.includes(c));

/**
 * Marks where a story's own clause ends: a learned side does not end on them (the left side at its start, the right
 * side at its end), since lines a site glued into after (or before) a comma share that comma by chance.
 */
const EDGE_LEFT = /[，,、；;：:。！？!?．\s\u3000]/u;
/** …on the right the slogan's own end (`最快更新！`, `更新最快。`) may stay. */
const EDGE_RIGHT = /[，,、；;：:\s\u3000]/u;

/**
 * How many characters every occurrence shares on one side (`at(o, k)`: the k-th character outward), up to where
 * the lines part or one reaches its edge, less the marks the shared run ends on (`edge`); undefined when they never
 * part within MAX_SIDE (text that long, the same in every line, is a repeated passage of the story, not an insert).
 */
function sharedSide(list: readonly Occurrence[], at: (o: Occurrence, k: number) => string | undefined, edge: RegExp): number | undefined {
  let k = 0;
  for (; ; k++) {
    if (k > MAX_SIDE) return undefined;
    const c = at(list[0], k);
    if (c === undefined || !list.every((o) => at(o, k) === c)) break;
  }
  while (k > 0 && edge.test(at(list[0], k - 1)!)) k--;
  return k;
}
