/**
 * HTML and JavaScript left in scraped text (docs/rules/cleaning.md#markup-and-script-left-in-the-text): entities decoded (also double-escaped `&amp;lt;`,
 * the `&1t;` typo and a bare `nbsp;`), tags stripped, `<br>` and `</p><p>` made paragraph breaks, script
 * fragments (`app2();read2();`, a block of jQuery) recognised as lines of code.
 */

/** Named entities seen in scraped chapters (MyNovelReader and FictionDown list `nbsp;`/`&#…` leftovers [S24]). */
const NAMED: Readonly<Record<string, string>> = {
  nbsp: ' ',
  ensp: ' ',
  emsp: '\u3000',
  thinsp: ' ',
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  hellip: '…',
  mdash: '—',
  ndash: '–',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  middot: '·',
  bull: '•',
  times: '×',
  copy: '©',
  reg: '®',
  laquo: '«',
  raquo: '»',
  zwsp: '',
  ...nbspTypos(),
};

/**
 * `nbsp` typed with one letter dropped or two swapped (`&amp;nbp;` before every verse line of wild7's Traditional
 * mirror): the typist's slips, like `&1t;`. None is an entity of its own, and each still needs its `&` and `;` (ENTITY's
 * named form), which no story writes.
 */
function nbspTypos(): Record<string, string> {
  const word = 'nbsp';
  const typos: Record<string, string> = {};
  for (let i = 0; i < word.length; i++) typos[word.slice(0, i) + word.slice(i + 1)] = ' ';
  for (let i = 0; i + 1 < word.length; i++) typos[word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)] = ' ';
  return typos;
}

/**
 * An entity, also without its `&` or `;` where scrapers lose them: `&nbsp;`, `&#12288;`, `&#x3000;`, `nbsp;`
 * after a non-letter, `&1t;` (digit one for l) and `&g t;` (seen in scraped books). Bounded, so linear.
 */
const ENTITY =
  /&(?:amp;){0,4}(?:#(\d{1,7});?|#x([0-9a-f]{1,6});?|([a-z]{2,8});|(1t|g\s?t|l\s?t);?|(nbsp|lt|gt|amp|quot)(?![a-z]))|(?<![a-z&])(nbsp|lt|gt);/gi;

/** HTML tags by name (a closed list, so that `<他>` or a maths `a<b` in a story is never taken for a tag). */
const TAG_NAMES =
  'p|br|div|span|a|b|i|u|s|em|strong|font|center|script|style|img|h[1-6]|ul|ol|li|table|tr|td|th|tbody|thead|section|article|header|footer|html|body|head|meta|link|title|small|big|sup|sub|hr|iframe|ins|del|dd|dt|dl|pre|code|blockquote|noscript|form|input|button|label|nav|aside|main|figure|figcaption|tt|strike|ruby|rb';
/**
 * Markup written in other ways than a page's tags, undone before entities and tags are read (session 30's probes of
 * scraped and exported text, docs/rules/cleaning.md#markup-and-script-left-in-the-text): a tag whose slash a JSON
 * string escaped (`<\/p>`), a tag in full-width brackets (`＜/p＞`), a Word export's namespaced tag (`<o:p></o:p>`),
 * a ruby's reading and its fallback brackets (`<rt>kan</rt>`: the base text stays), a wiki's link (`[[第二章]]`, the
 * shown text of `[[target|text]]` stays), template (`{{…}}`) and bold or italic quotes (`'''…'''`), and a style sheet's
 * rule (`.content{font-size:16px;}`).
 */
const ESCAPED_SLASH = /<\\\//g;
/**
 * A tag escaped as entities that then lost both ampersands (`1t;stronggt;1t;/stronggt;`, wild5's pasted page, where the
 * `&1t;` typo met a scraper that dropped `&`): `lt;` or `1t;`, a tag's name, `gt;`. The name is from the closed list, so
 * no story letters can make it; a bare `gt;` glued after letters is read only here, not by ENTITY.
 */
const AMPERSANDLESS_TAG = new RegExp(`(?<![a-z])[l1]t;(\\/?(?:${TAG_NAMES}))\\s?gt;`, 'gi');
const FULL_WIDTH_TAG = new RegExp(`＜(\\/?(?:${TAG_NAMES})\\b[^＜＞<>]{0,200})＞`, 'gi');
const NAMESPACED_TAG = /<\/?[a-z]{1,4}:[a-z]{1,20}\b[^<>]{0,200}>/gi;
const RUBY_READING = /<(rt|rp)\b[^<>]{0,100}>[^<>]{0,40}<\/\1\s*>/gi;
const WIKI_LINK = /\[\[(?:[^[\]|\n]{1,60}\|)?([^[\]|\n]{1,60})\]\]/g;
const WIKI_TEMPLATE = /\{\{[^{}\n]{1,200}\}\}/g;
const WIKI_EMPHASIS = /'{2,3}([^'\n]{1,300}?)'{2,3}/g;
const STYLE_RULE = /(?:[.#]?[a-z][\w-]{0,30}\s{0,2})?\{\s{0,2}[a-z-]{2,30}\s{0,2}:[^{}\n]{1,200}\}/gi;
/** Unicode escapes of a JSON string (`\u5979\u56de`), decoded like entities. */
const UNICODE_ESCAPE = /\\u([0-9a-f]{4})/gi;
/** A whole tag: `<p>`, `</div>`, `<br/>`, `<p class="x">`, an advert's `<iframe …>` with a long query in its address. */
const TAG = new RegExp(`<\\/?(?:${TAG_NAMES})\\b[^<>]{0,1000}>`, 'gi');
/**
 * A tag inside an attribute's quoted value, where a scraper pasted the page's markup into it
 * (`<a href="http://www.ishuquge.com</b>" target="_blank">`, wild2 [a]): it hides the tag's end from TAG, so it goes first.
 */
const TAG_IN_VALUE = new RegExp(`(="[^"<>]{0,300})(<\\/?(?:${TAG_NAMES})\\b[^<>"]{0,100}>)(?=[^"<>]{0,300}")`, 'gi');
/**
 * A piece that is nothing but links (`<a href="…">二号首长</a>`, a page's `『章节错误,点此举报』` button, a row of
 * them): a scraped chapter's story never comes as a link, its menus and recommendations do (wild2 [a] [b] [l]).
 */
const BETWEEN_LINKS = String.raw`(?:[\s\u3000\u00a0|｜·、，,]|<\/?(?!a\b)[a-z][a-z0-9]{0,10}\b[^<>]{0,1000}>)*`;
const LINKS_ONLY = new RegExp(String.raw`^${BETWEEN_LINKS}(?:<a\b[^<>]{0,1000}>[^<>]{0,80}<\/a\s*>${BETWEEN_LINKS})+$`, 'i');
/**
 * A link whose whole text is a number: a page's comment count (`<a href="1000说.html#9">3</a>`, the 本章说 counter a
 * saved 起点 copy puts after each paragraph), a footnote's or a page's number. Its digits are the page's, never the
 * story's, so they go with the tags instead of being glued to the sentence before them.
 */
const COUNT_LINK = /<a\b[^<>]{0,1000}>\s{0,3}\d{1,6}\s{0,3}<\/a\s*>/gi;
/** What a tag cut in two leaves (`id=wzsy></a>`): attributes and a closing `>` with no letter of text. */
const ATTRIBUTES_ONLY = /^[\s\u3000]*(?:[a-z][\w-]{0,20}=["'“”]?[\w.:/#%-]{0,200}["'“”]?\s*\/?>?\s*)+(?:<\/[a-z]{1,10}>\s*)*$/i;
/** A tag that lost its `<`, spaces and quotes, its name glued to an attribute's (`spanstyle>`; wild2 [v]), without its `/`. */
const GLUED_TAG = '(?:p|div|span|font)(?:style|class|id|align|color)[a-z0-9=:;#%.-]{0,60}>';
/**
 * A styled element whose tags lost their `<`, spaces and quotes, with the few letters it held (`spanstyle>谷/spanstyle>`,
 * wild2 [v]): a site hides letters in styled spans (display:none) to mark its copy, so they go with the tags.
 */
const BROKEN_ELEMENT = new RegExp(
  String.raw`(?<![a-z<])${GLUED_TAG}[^<>/\n]{0,8}\/(?:p|div|span|font)(?:style|class|id|align|color)?[a-z0-9=:;#%.-]{0,60}>`,
  'gi',
);
/**
 * A tag whose `<` was lost (`/p>` at a line end after `&1t;` failed to decode) or whose `>` was (`<p` at the end),
 * or a glued one alone (GLUED_TAG, `/spanstyle>`), or an opening tag of a name no word of a story ends with
 * (`div>div>div>` after wild5's pasted banner; not `a>` or `b>`, which a comparison `a>b` may hold).
 */
const BROKEN_TAG = new RegExp(
  String.raw`(?:^|(?<=[^a-z<]))\/(?:p|br|div|span)\s*>|<\/?(?:p|br|div|span)\b[^<>]{0,300}$|^(?:p|br|div)\s*\/?>|(?<![a-z<])\/?${GLUED_TAG}|(?<![a-z<\/])(?:div|span|font|strong|center)\s*>`,
  'gi',
);
/** A piece made only of tag shapes with ASCII names, known or not (`<fon color=red>`), seen in scraped books. */
const TAGS_ONLY = /^(?:[\s\u3000\u00a0]*<\/?[a-z][a-z0-9]{0,10}(?:\s[^<>]{0,100})?\/?>)+[\s\u3000\u00a0]*$/i;
/** Tags that separate paragraphs. */
const BREAK = /<br\s*\/?>|<\/p\s*>\s*<p\b[^<>]{0,300}>|<\/?(?:p|div)\b[^<>]{0,300}>(?=.)/gi;

/** A whole script element on one line. */
const SCRIPT_ELEMENT = /<script(?:\s[^<>]{0,300})?>.{0,20000}?<\/script\s*>/gis;
/**
 * An HTML comment with whatever a site hid in it: sanguoyanyi A line 2123 reads
 * `今孔明长驱大进<!--script>认识，“我们对任何一个命题…”。主<script-->，必将割陇西小麦` (the Big5 edition has
 * `今孔明長驅大進，必將割隴西小麥`). Bounded, so a `<!--` without an end costs one scan.
 */
const COMMENT = /<!--.{0,4000}?-->/gs;
/**
 * The end of a comment whose start a copy lost (`(未完待续~^~)--15054d6su9h11171110-->`, a saved chapter's tail):
 * `--`, an id of letters and digits, `-->`. Nothing else writes `-->` after a word.
 */
const COMMENT_TAIL = /--[a-z0-9_.]{1,60}-->/gi;

/** Cheap test: nothing to do on a line without these. */
const TRIGGER = /[&<>;{＜]|nbsp|\[\/?[a-z*[]|\\u|''/i;

/**
 * BBCode, the markup of forum posts (phpBB, Discuz!, vBulletin): `[align=left]…[/align]`, `[color=red]`, `[size=4]`,
 * `[url=…]text[/url]` lose their tags and keep their text; a picture or attachment element goes whole
 * (`[img]…[/img]`, `[attach]123[/attach]`). A tag of one letter (`[b]`, `[i]`) only with its closing tag on the line: a
 * programmer's `a[i]` is no markup. Sources: the BBCode tag lists of phpBB and Discuz! (wild6's forum reposts).
 */
const BB_ELEMENT = /\[(img|attach|media|audio|flash)(?:=[^\]\n]{0,80})?\][^[\]\n]{0,300}\[\/\1\]/gi;
const BB_SHORT_PAIR = /\[(b|i|u|s|p|sup|sub|center|left|right)\]([^[\]\n]*?)\[\/\1\]/gi;
const BB_TAG =
  /\[\/?(?:color|size|font|align|url|email|quote|hide|free|backcolor|indent|list|table|tr|td|hr|float|code|spoiler|postbg|ol|ul|li)(?:=[^\]\n]{0,80})?\]|\[\/(?:b|i|u|s|p|sup|sub|center|left|right)\]/gi;

/** A script element opening on a line (not `<script-->`, the end of a comment). */
export const SCRIPT_OPEN = /<script(?:\s[^<>]{0,300})?>/i;
export const SCRIPT_CLOSE = /<\/script\s*>/i;

export interface MarkupResult {
  /** The line's paragraphs after repair (more than one where `<br>` or `</p><p>` split it; none if nothing is left). */
  parts: string[];
  /** Removed markup (tags, script), for the report. */
  removed: string[];
  /** Entities decoded. */
  decoded: number;
}

/** Decodes entities (repeatedly, for double escaping), then strips tags; linear in the line. */
export function repairMarkup(line: string): MarkupResult {
  if (!TRIGGER.test(line)) return { parts: [line], removed: [], decoded: 0 };
  let decoded = 0;
  const removed: string[] = [];
  const take = (m: string) => {
    removed.push(m);
    return '';
  };
  let text = line.replace(UNICODE_ESCAPE, (m, hex: string) => {
    const cp = Number.parseInt(hex, 16);
    if (cp < 0x20) return m;
    decoded++;
    return String.fromCharCode(cp);
  });
  text = text
    .replace(ESCAPED_SLASH, '</')
    .replace(AMPERSANDLESS_TAG, '<$1>')
    .replace(FULL_WIDTH_TAG, '<$1>')
    .replace(NAMESPACED_TAG, take)
    .replace(RUBY_READING, take)
    .replace(WIKI_TEMPLATE, take)
    .replace(STYLE_RULE, take)
    .replace(WIKI_LINK, (m: string, shown: string) => {
      removed.push(m.slice(0, m.length - shown.length - 2), ']]');
      return shown;
    })
    .replace(WIKI_EMPHASIS, (m: string, inner: string) => {
      removed.push(m.slice(0, m.indexOf(inner)), m.slice(m.indexOf(inner) + inner.length));
      return inner;
    });
  // Three rounds undo `&amp;amp;lt;`: each round removes one level of escaping.
  for (let round = 0; round < 3; round++) {
    let changed = false;
    text = text.replace(ENTITY, (m, dec, hex, name, typo, bare, lone) => {
      const value = entityValue(dec, hex, name, typo, bare ?? lone);
      if (value === undefined) return m;
      changed = true;
      decoded++;
      return value;
    });
    if (!changed) break;
  }
  text = text.replace(COMMENT, (m) => {
    removed.push(m);
    return '';
  });
  text = text.replace(COMMENT_TAIL, (m) => {
    removed.push(m);
    return '';
  });
  text = text.replace(SCRIPT_ELEMENT, (m) => {
    removed.push(m);
    return '';
  });
  const pieces = text.split(BREAK);
  if (pieces.length > 1) removed.push(...(text.match(BREAK) ?? []));
  const parts: string[] = [];
  for (const piece of pieces) {
    const remove = (m: string) => {
      removed.push(m);
      return '';
    };
    if (LINKS_ONLY.test(piece)) {
      removed.push(piece.trim());
      continue;
    }
    let stripped = piece
      .replace(BB_ELEMENT, remove)
      .replace(BB_SHORT_PAIR, (m: string, tag: string, inner: string) => {
        removed.push(m.slice(0, tag.length + 2), m.slice(m.length - tag.length - 3));
        return inner;
      })
      .replace(BB_TAG, remove)
      .replace(TAG_IN_VALUE, (_, before: string, tag: string) => {
        removed.push(tag);
        return before;
      })
      .replace(COUNT_LINK, remove)
      .replace(TAG, remove)
      .replace(BROKEN_ELEMENT, remove)
      .replace(BROKEN_TAG, remove);
    // What is left may be tags of a misspelt name (`<fon color=red>` beside `<center>`): a piece made only of
    // tag shapes goes too, while `<他>` inside a sentence stays (not alone on its piece).
    if (TAGS_ONLY.test(stripped) || ATTRIBUTES_ONLY.test(stripped)) {
      removed.push(stripped.trim());
      stripped = '';
    }
    if (!/^[\s\u3000\u00a0]*$/.test(stripped)) parts.push(stripped);
  }
  return { parts, removed, decoded };
}

function entityValue(dec?: string, hex?: string, name?: string, typo?: string, bare?: string): string | undefined {
  if (dec || hex) {
    const cp = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
    return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : undefined;
  }
  if (typo) return /^g/i.test(typo) ? '>' : '<';
  const key = (name ?? bare ?? '').toLowerCase();
  return key in NAMED ? NAMED[key] : undefined;
}

/**
 * A line of JavaScript: `app2();read2();`, `chaptererror();`, jQuery (`$(function(){`, `});`), `var a = …;`,
 * `document.write(…)`. Only lines that are mostly ASCII count, so a story line quoting code-like words stays.
 */
// A bare name ended by `;` is a statement too (`readx;`, a scraped page's script line).
const CALLS_ONLY = /^(?:[A-Za-z_$][\w$.]{0,60}(?:\([^()]{0,200}\)\s*;?|\s*;)\s*)+$/;
const CODE_WORDS =
  /\b(?:function|var|let|const|return|document\.|window\.|jQuery|typeof|new [A-Z]\w*\(|getElementById|innerHTML|location\.href|setTimeout|addEventListener)\b|\$\(|=>|\)\s*\{|^\s*\}\s*\)?\s*;?\s*$|^\s*\{\s*$/;

/**
 * Script that a page broke across lines: an assignment whose value is on the next line (`window.fkp =`), and a value
 * that is one long encoded string (`"d2luZG93…fQ==";`, base64 a reader's page decodes to script). A story line is
 * neither: the first is Latin names and `=` alone, the second twenty or more letters of base64, digits among them, in quotes.
 */
const BROKEN_STATEMENT =
  /^[A-Za-z_$][\w$]{0,30}(?:\.[A-Za-z_$][\w$]{0,30}){1,4}\s{0,3}=$|^["'](?=[A-Za-z+/=]{0,200}\d)[A-Za-z0-9+/]{20,}={0,2}["']\s{0,3}[;,]?$/;

/** Share of ASCII characters a line of code has at least. */
const CODE_ASCII = 0.8;
export function isCodeLine(line: string): boolean {
  const t = line.trim();
  if (t === '' || t.length > 2000) return false;
  if (CALLS_ONLY.test(t) || BROKEN_STATEMENT.test(t)) return true;
  let ascii = 0;
  let other = 0;
  for (let i = 0; i < t.length; i++) {
    if (t.charCodeAt(i) < 0x80) ascii++;
    // Every line of a book is asked: a Chinese one is settled once its other characters leave too few to be ASCII.
    else if ((t.length - ++other) / t.length < CODE_ASCII) return false;
  }
  return ascii / t.length >= CODE_ASCII && CODE_WORDS.test(t) && /[;{}()]/.test(t);
}
