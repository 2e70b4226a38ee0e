/**
 * A page's "not finished, turn the page" notice and a chapter-state mark, found by their vocabulary rather than as
 * fixed phrases (CLEAN-2; docs/rules/cleaning.md#the-junk-classifier): a run of clauses made only of the words such
 * notices are written in (本章 未完 请 点击 下一页 继续阅读 精彩…), starting where a sentence or clause may start, that
 * holds a page turn, an unfinished chapter or a chapter's end. Mirrors word the same notice in endless ways
 * (`后面还有哦，请点击下一页`, `本章還未完結，請翻頁繼續`, `——本章完——`), and a list of them never ends.
 */
import type { Span } from './urls.ts';

/**
 * The words notices are made of, by role, in folded text (Traditional folds to Simplified, so 下一頁 is 下一页).
 * Sources: the notices of novel mirrors' pages (MyNovelReader's and 404-novel-project's lists [S24] [S25] hold
 * `本章未完，点击下一页继续阅读` and `（本章未完，请翻页）`), and the variants of the same notice written for
 * scripts/measure-spans.ts's seventh set before this module existed.
 */
/**
 * What is (not) finished: the chapter or the page. Not 小说 or 内容 (`小说还没有结束，他却病倒了` is a story's
 * sentence): those are words of a notice that holds a page turn, not its key.
 */
const SUBJECT = ['本章节', '本章', '本节', '本页', '本话', '本回', '这一章', '这章', '这个章节', '章节'];
/** Words of the notices that are no key by themselves. */
const TEXT = ['内容', '小说', '正文'];
/** Its state. */
const UNFINISHED = ['还未完结', '尚未完结', '未完结', '还没有结束', '没有结束', '还没结束', '还未完', '尚未完', '还没完', '没完', '未完'];
/** The page turn: a notice that holds one points the reader to the next page. */
const POINTER = ['下一页', '下页', '翻页', '接下页', '次页'];
/**
 * A chapter's end or the serial's "to be continued", marks that stand for themselves. 待续 alone (`（待续）` glued into
 * wild7's story lines and speech) is the same mark shortened; as a clause's start it is a story's verb too (`待续写的稿子`),
 * which pagerNotices skips because story follows it with no mark between.
 */
const CHAPTER_STATE = ['本章完', '本章结束', '本节完', '本页完', '未完待续', '待续', 'to be continued'];
/** What the reader is asked to do, and what the next page is praised for. */
const REQUEST = ['请', '点击', '点', '继续阅读', '继续', '阅读', '查看', '喜欢'];
const PRAISE = ['更精彩', '精彩内容', '精彩', '后续内容', '后续', '余下内容', '剩余内容', '后面', '还有', '尽在'];
/** Particles a notice may end on (`后面还有哦`). */
const PARTICLE = ['哦', '喔', '呢', '吧', '啊', '呀', '哟'];
/**
 * Forms of address and padding inside a notice (`小主，这个章节…`), never its last word: a story's letter after a
 * notice glued into it (`…继续阅读的，以此得采`) is the story's. Not 的, which a story's clause holds anywhere.
 */
const FILLER = ['亲', '小主', '更', '这个', '您'];

const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, ' {1,2}'))
    .join('|');
const WORD = alternation([...SUBJECT, ...TEXT, ...UNFINISHED, ...POINTER, ...CHAPTER_STATE, ...REQUEST, ...PRAISE, ...PARTICLE, ...FILLER]);
/** Between a notice's clauses: commas and exclamations, ellipses, tildes, spaces. */
const SEP = String.raw`[，,、！!~～…。.\s]{1,4}`;
/** Decoration around a notice: arrows, dashes, rules, stars. */
const DECOR = String.raw`[-—=~～*＊>》<《·.…\s]`;
const CLAUSE = String.raw`(?:${WORD}){1,10}`;
/**
 * Where a notice may start: the line's start, after a sentence's or clause's mark, a bracket (an aside's start is a
 * clause's: `（待续）`) or a decoration.
 */
const START = String.raw`(?<=^|[。！？!?…，,、；;：:”」』）)】\]>》—\-=~～*＊\s(（【[〔])`;
/**
 * A notice starts where a sentence or clause may, or anywhere with the chapter named unfinished (`…身上，他本章未完，请翻页`:
 * a site glues it into a sentence, and no story writes 本章未完).
 */
const RUN = new RegExp(
  `(?:${START}${DECOR}{0,6}|(?=(?:${alternation(SUBJECT)})(?:${alternation(UNFINISHED)})))(?:${CLAUSE})(?:${SEP}(?:${CLAUSE})){0,4}[。.！!~～…]{0,3}${DECOR}{0,6}`,
  'g',
);
/** Padding at a run's end, given back to the story. */
const TRAILING_FILLER = new RegExp(`(?:${alternation(FILLER)})+$`);
/**
 * Words a notice ends on where story follows it with no mark between (`…请翻页继续阅读後面殺來`): the run is cut back
 * to the last of them, so the story's 後面, 请 or 点 that happen to be notice words stay.
 */
const FINAL = new RegExp(
  `^[^]*(?:${alternation([...POINTER, ...UNFINISHED, ...CHAPTER_STATE, '继续阅读', '阅读', '继续', '更精彩', '精彩', ...PARTICLE])})`,
);
const POINTER_WORD = new RegExp(alternation(POINTER));
const UNFINISHED_CHAPTER = new RegExp(`(?:${alternation(SUBJECT)})(?:${alternation(UNFINISHED)})`);
const STATE = new RegExp(alternation(CHAPTER_STATE));
const WORDS = new RegExp(WORD, 'g');
/** Marks of a decorated notice (`——本章完——`, `~~本章完~~`, `=本章结束=`). */
const DECORATED = /^[-—=~～*＊>》<《·]|[-—=~～*＊>》<《·]$/;
/** A notice may end with no mark before story glued after it only when it is this long or of two clauses. */
const UNBOUNDED_MIN = 6;
const CLOSED = new RegExp(`(?:[。.！!~～…]|${DECOR})$`);
/** What may follow a notice: the line's end, a mark, a decoration, or a bracket (an aside's end: `（待续）`). */
const END = /^(?:$|[。！？!?…，,、；;：:“「『（(【[<《—\-=~～*＊\s)）】\]〕])/;
/** Marks of a pause inside a sentence: what stands before a clause of it. */
const PAUSE = '，,、；;：:';
const OPEN = '(（【[〔';
const CLOSE = ')）】]〕';

/**
 * A page's number out of its count glued to a line (`(1/2)`, `第1/3页`, `(2/3页)`): a mirror that split a chapter over
 * pages prints it after each part; a story writes a fraction without the brackets or the 第…页.
 */
const PAGE_FRACTION =
  /\(\s{0,2}(?:第\s{0,2})?\d{1,3}\s{0,2}\/\s{0,2}\d{1,3}\s{0,2}页?\s{0,2}\)|第\s{0,2}\d{1,3}\s{0,2}\/\s{0,2}\d{1,3}\s{0,2}页/g;

/** Spans of pager notices, page fractions and chapter-state marks in a folded line (rule junk.unfinished). */
export function pagerNotices(folded: string): Span[] {
  if (!CHEAP.test(folded)) return [];
  const out: Span[] = [];
  PAGE_FRACTION.lastIndex = 0;
  for (let m = PAGE_FRACTION.exec(folded); m; m = PAGE_FRACTION.exec(folded)) out.push({ start: m.index, end: m.index + m[0].length });
  RUN.lastIndex = 0;
  for (let m = RUN.exec(folded); m; m = RUN.exec(folded)) {
    const run = m[0].replace(TRAILING_FILLER, '');
    if (run === '') continue;
    let start = m.index;
    let end = m.index + run.length;
    // A notice that closes on its own mark or decoration (`…阅读后面精彩内容！`, `——本章完——`) ends there, story or not after it.
    const endsLine = end === folded.length;
    if (!END.test(folded.slice(end)) && !CLOSED.test(run)) {
      const final = FINAL.exec(run)?.[0] ?? '';
      const clauses = final.split(new RegExp(SEP)).filter((c) => c.trim() !== '').length;
      if (clauses < 2 && final.trim().length < UNBOUNDED_MIN) continue;
      end = m.index + final.length;
    }
    const text = folded.slice(start, end);
    // A pair of brackets that holds nothing but the notice goes with it (`（本章未完，请翻页）`).
    const open = OPEN.indexOf(folded[start - 1]);
    const bracketed = open >= 0 && folded[end] === CLOSE[open];
    if (!isNotice(text, folded[start - 1] ?? '。', bracketed || endsLine)) continue;
    if (bracketed) {
      start--;
      end++;
    }
    out.push({ start, end });
  }
  return out;
}

/**
 * Whether a run of notice words is a notice: a page turn with another of its words around it or decorated (`请翻页`,
 * `下一页继续`, `-->> 下一页`: `翻页，再翻页` in a story is one word between its own); the chapter named unfinished in
 * brackets, decorated, ending the line or to be continued (`这一章还没完，他就睡着了` is a sentence); a chapter's state
 * decorated, or not after a pause (`这段缘分，未完待续。` is the sentence's). `before` is the letter before the run (。 at
 * the line's start).
 */
function isNotice(text: string, before: string, closed: boolean): boolean {
  const decorated = DECORATED.test(text.trim());
  if (POINTER_WORD.test(text) && (decorated || (text.match(WORDS)?.length ?? 0) >= 2)) return true;
  const unfinished = UNFINISHED_CHAPTER.test(text);
  const state = STATE.test(text);
  if (unfinished && (closed || decorated || state)) return true;
  return state && (decorated || !PAUSE.includes(before));
}

/** A line without one of these letters holds no notice (most lines: the detector costs them one test). */
const CHEAP = /[页完束续c/]/;
