/**
 * Verse in plain text (VERSE-1…4): the formulas that announce a poem, and the shape of a line of regular verse
 * (five- or seven-character clauses in couplets). Pure functions over strings; the verse stage applies them.
 */

/**
 * Formulas that end the sentence before a poem in the classical novels (水浒传 `…四个青字。诗曰：`, 西游记
 * `有诗为证。诗曰：`, 红楼梦 `其词曰：`, 三国演义 `后人有诗叹曰：`), Simplified and Traditional. `kind` says what
 * may follow: `shi` a regular poem (equal clauses), `ci` a 词, 曲 or 歌 of clauses of any length.
 */
export const VERSE_INTROS: readonly { re: RegExp; kind: 'shi' | 'ci'; source: string }[] = [
  {
    re: /(?:有诗为证|有詩為證|诗曰|詩曰|诗云|詩云|诗赞曰|詩讚曰|诗叹曰|詩歎曰|叹曰|歎曰|赞曰|讚曰|赞云|讚云|又诗|又詩|偈曰|颂曰|頌曰)[:：。]?$/,
    kind: 'shi',
    source: '西游记 `诗曰：`, `有诗为证。诗曰：`, `又诗：`; 水浒传 `诗曰：`; 三国演义 `后人有诗叹曰：`, `赞曰：`',
  },
  {
    re: /(?:词曰|詞曰|其词曰|其詞曰|词云|詞云|曲曰|歌曰|其歌曰|歌道是|歌云|歌雲)[:：。]?$/,
    kind: 'ci',
    source: '红楼梦 `其词曰：`, `耳聆其歌曰：`, `听他歌道是：`; 儒林外史 `词曰：`',
  },
];

/** Punctuation that ends a clause inside a couplet, and punctuation that ends a couplet (clreq's pause and stop marks). */
const CLAUSE_END = '，、；';
const COUPLET_END = '。！？；';
/** Anything but Han characters and verse punctuation: speech marks, colons, Latin, digits and brackets are prose. */
const NOT_VERSE = /[“”‘’「」『』"':：（）()《》〈〉[\]【】A-Za-z0-9…—]/;
const HAN_ONLY = /^\p{Script=Han}+$/u;

/** A line of regular verse: its clauses and the couplets they make. */
export interface VerseShape {
  /** Characters per clause (5 or 7 in 五言/七言, 4 or 6 in 四言/六言). */
  clause: number;
  /** The couplets, each ending in 。！？ or ；, e.g. `混沌未分天地乱，茫茫渺渺无人见。`. */
  couplets: string[];
}

/**
 * VERSE-2: the text as regular verse, or undefined: every clause has the same number of Han characters (4–7),
 * clauses pair into couplets `X，X。`, and nothing but Han characters and the verse marks is there.
 */
export function regularVerse(text: string): VerseShape | undefined {
  const t = text.trim();
  if (!t || NOT_VERSE.test(t) || !COUPLET_END.includes(t[t.length - 1])) return undefined;
  const parts = t.match(/[^，、；。！？]+[，、；。！？]/g);
  if (!parts || parts.join('') !== t || parts.length % 2) return undefined;
  const clause = parts[0].length - 1;
  if (clause < 4 || clause > 7) return undefined;
  const couplets: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const [a, b] = [parts[i], parts[i + 1]];
    if (a.length - 1 !== clause || b.length - 1 !== clause) return undefined;
    if (!HAN_ONLY.test(a.slice(0, -1)) || !HAN_ONLY.test(b.slice(0, -1))) return undefined;
    if (!CLAUSE_END.includes(a[a.length - 1]) || !COUPLET_END.includes(b[b.length - 1])) return undefined;
    couplets.push(a + b);
  }
  return { clause, couplets };
}

/**
 * VERSE-3: a line of a 词 or 曲 after its formula: clauses of any length up to 11 Han characters, at most 120
 * characters in all, no speech marks. Its end need not be punctuated (a hard-wrapped line; VERSE-4 joins it).
 */
export function looseVerse(text: string): boolean {
  const t = text.trim();
  if (!t || t.length > 120 || /[“”‘’「」『』"'：:]/.test(t)) return false;
  return t.split(/[，、；。！？．]/).every((c) => [...c.replace(/[《》〈〉[\]〔〕（）()]/g, '')].length <= 11);
}

/**
 * A line that starts with an ordinal and a counter (`第十八名尤扶徕，南直隶江阴县人。`) is an item of a list — a
 * roster of names, a ranking — even when its clauses happen to be seven characters each (儒林外史 第五十六回's
 * 榜, three false verse blocks before this rule).
 */
const LIST_ITEM = /^第[〇零一二三四五六七八九十百千两兩]+[名位个個号號条條等甲]/;

/** True when most of the lines are list items, not verse. */
export function listLike(lines: readonly string[]): boolean {
  return lines.filter((l) => LIST_ITEM.test(l)).length * 2 >= lines.length;
}

/** The kind of poem a paragraph announces (VERSE-1), or undefined. */
export function verseIntro(text: string): 'shi' | 'ci' | undefined {
  // The formulas end the paragraph: only its tail is searched, so long paragraphs cost nothing.
  const t = text.trim().slice(-8);
  for (const intro of VERSE_INTROS) if (intro.re.test(t)) return intro.kind;
  return undefined;
}

/**
 * VERSE-4: true when a hard-wrapped file's `next` line starts a poem and must not be joined to `prev`'s prose:
 * a regular five- or seven-character couplet, or any regular line after a formula (PG 西游记
 * `…有詩為證。詩曰：` ⏎ `混元體正合先天，萬劫千番只自然。`).
 */
export function startsVerse(prev: string, next: string): boolean {
  const shape = regularVerse(next.replace(/[\s\u3000]+/g, ''));
  return !!shape && (shape.clause === 5 || shape.clause === 7 || verseIntro(prev) !== undefined);
}

/** True when a line stops in mid-clause (ends in a Han character): a hard-wrapped piece of a longer line (VERSE-4). */
export function endsMidClause(text: string): boolean {
  return /\p{Script=Han}$/u.test(text.trim());
}
