/**
 * Quotation marks repaired as a proofreader would (CLEAN-14, CLEAN-15, PARA-9): ASCII `"` `'` and the backtick
 * resolved from context, curly marks of the wrong direction turned, missing marks inserted where the context
 * leaves one reading, all chosen at once per paragraph by the cheapest consistent reading (a small dynamic
 * programme over the marks, linear in the paragraph's length).
 */
import { HAN } from './han.ts';

/** Outer marks (“” 「」 and ASCII `"`) and inner marks (‘’ 『』, `'` and the backtick), GB/T 15834 and TRAD-1. */
export type Family = 'outer' | 'inner';
/** The glyph set a book writes its quotes in: curly (mainland) or corner brackets (Taiwan, Hong Kong). */
export type QuoteSet = 'curly' | 'corner';

/** Quote glyphs: family, and the direction the glyph itself says (`either` for ASCII marks). */
const GLYPHS: Readonly<Record<string, { family: Family; role: 'open' | 'close' | 'either'; set?: QuoteSet }>> = {
  '“': { family: 'outer', role: 'open', set: 'curly' },
  '”': { family: 'outer', role: 'close', set: 'curly' },
  '‘': { family: 'inner', role: 'open', set: 'curly' },
  '’': { family: 'inner', role: 'close', set: 'curly' },
  '「': { family: 'outer', role: 'open', set: 'corner' },
  '」': { family: 'outer', role: 'close', set: 'corner' },
  '『': { family: 'inner', role: 'open', set: 'corner' },
  '』': { family: 'inner', role: 'close', set: 'corner' },
  '"': { family: 'outer', role: 'either' },
  '＂': { family: 'outer', role: 'either' },
  "'": { family: 'inner', role: 'either' },
  '＇': { family: 'inner', role: 'either' },
  // 红楼梦 A writes inner quotes as `禄蠹' (a TeX habit): the backtick only ever opens.
  '`': { family: 'inner', role: 'open' },
};
/** Opening and closing glyph per set and family. */
export const MARKS: Readonly<Record<QuoteSet, Record<Family, [string, string]>>> = {
  curly: { outer: ['“', '”'], inner: ['‘', '’'] },
  corner: { outer: ['「', '」'], inner: ['『', '』'] },
};
const QUOTE_CHARS = /["'`“”‘’「」『』＂＇]/;

/** What stands next to a mark, ignoring spaces (docs/rules/typography.md#character-classes). */
type Side = 'edge' | 'intro' | 'openBracket' | 'pause' | 'stop' | 'closeBracket' | 'dash' | 'content';
const SIDE_CLASSES: readonly [RegExp, Side][] = [
  [/[：:]/, 'intro'],
  [/[（(〔［｛《〈【“‘「『]/, 'openBracket'],
  [/[，,、；;]/, 'pause'],
  [/[。！？…!?．.～~]/, 'stop'],
  [/[）)〕］｝》〉】”’」』]/, 'closeBracket'],
  [/[—-]/, 'dash'],
];
/** Each character's side, found by the classes once (every mark asks for two, and most are the same few). */
const sides = new Map<string, Side>();
const sideOf = (ch: string | undefined): Side => {
  if (ch === undefined) return 'edge';
  let side = sides.get(ch);
  if (side === undefined) {
    side = SIDE_CLASSES.find(([re]) => re.test(ch))?.[1] ?? 'content';
    sides.set(ch, side);
  }
  return side;
};

/**
 * Cost of reading an ASCII mark as opening or closing, by the character before it (priors, tuned by reading
 * 红楼梦 A and 儒林外史 A): after a colon, a paragraph start or an opening bracket a quote opens; after a stop
 * (。！？) it closes what is open, and opens only if nothing is; between two Han characters (借"通灵"之说) the
 * marks open and close in turn, which the structure decides.
 */
const ASCII_BEFORE: Readonly<Record<Side, { open: number; close: number }>> = {
  edge: { open: 0, close: 2.5 },
  intro: { open: 0, close: 2.5 },
  openBracket: { open: 0, close: 2 },
  pause: { open: 0.3, close: 0.6 },
  stop: { open: 0.6, close: 0.1 },
  closeBracket: { open: 0.8, close: 0.2 },
  dash: { open: 0.4, close: 0.4 },
  content: { open: 0.5, close: 0.5 },
};
/** Extra cost of opening, by the character after the mark: nothing opens right before a stop or the paragraph end. */
const OPEN_BEFORE: Readonly<Record<Side, number>> = {
  edge: 3,
  intro: 1,
  openBracket: 0,
  pause: 1.5,
  stop: 1.5,
  closeBracket: 1,
  dash: 0.3,
  content: 0,
};
/** Reading a curly mark against its glyph: cheap only where scrapers typically turn it (`你好。“` at a paragraph end). */
const TURN = {
  base: 3,
  openerAtEnd: 0.8,
  openerBeforeText: 1.2,
  closerAfterIntro: 1,
  closerAfterSpeech: 2.5,
  openerAfterIntro: 6,
} as const;
/** An opening glyph as a paragraph's last character opens nothing there, unless a colon introduces the next paragraph. */
const OPENER_LAST = 1.9;
/** Structural costs: a closing mark with nothing open, a mark left open, nesting a family in itself, depth. */
const COST = {
  unopened: 4,
  unclosed: 2.5,
  sameFamilyNest: 0.4,
  tooDeep: 2,
  closeCarried: 0.3,
  mismatchGlyph: 1.5,
  insertInnerCloser: 1.2,
  insertCloserBeforeSpeech: 0.3,
  insertCloserAtEnd: 2,
  insertOpenerAfterSpeechColon: 0.6,
  insertOpenerAfterColon: 1.2,
  /** A short span between two ASCII marks with no punctuation (叫作"禄蠹") is a quoted term: the marks pair. */
  termPair: 0.4,
} as const;
const MAX_DEPTH = 4;
/** Every turned glyph, stray closer, insertion and nesting costs something: what readsAsWritten's shortcut rests on. */
const READINGS_COST = OPENER_LAST > 0 && [...Object.values(TURN), ...Object.values(COST)].every((c) => c > 0);
/** Closing glyphs right after a colon from which a paragraph's glyph directions are not trusted (distrustInverted). */
const INVERTED_MIN = 2;
/** A quoted term: at most this many characters and no punctuation between two ASCII marks. */
const TERM_MAX = 10;
const TERM_BODY = /^[^\s，,、；;。！？!?：:…—“”‘’「」『』"'`]+$/;

/** Verbs that introduce speech before a colon (曰：, 笑道：, 问：), seen across the corpus novels. */
const SPEECH_VERB = /[曰道云问問答说說讲講叫骂罵笑叹嘆喝喊呼言谓謂告禀稟奏报報念吟唱]$/;
/** Narration between a stop and the next speech is short: 孔融曰, 宝玉笑道, 众人齐声叫. */
const SPEECH_INTRO_MAX = 12;
/**
 * The storyteller's formulas of the 章回 novel, which open narration and never a character's speech: a stop
 * followed by one of them ends a quote left open (水浒传 A 有分教：“…爬山猛虎。毕竟那汉为甚要打宋江，且听下回分解。).
 */
const NARRATOR_FORMULAS = [
  '毕竟',
  '畢竟',
  '且听下回分解',
  '且聽下回分解',
  '有分教',
  '有诗为证',
  '有詩為證',
  '正是',
  '不因',
  '不争',
  '不爭',
  '直教',
  '却说',
  '卻說',
  '话说',
  '話說',
  '且说',
  '且說',
  '后人有诗',
  '後人有詩',
];
const NARRATION_AFTER_STOP = new RegExp(`[。！？!?](?=\\s*(?:${NARRATOR_FORMULAS.join('|')}))`);
const PUNCT_IN_INTRO = /[，,、；;。！？!?…—“”‘’「」『』"'`（）()]/;

export interface QuoteChange {
  rule: QuoteRule;
  /** Offset in the input text. */
  at: number;
  /** The text around the change, after it. */
  example: string;
}

/** Rule ids of the changes, as reported (CLEAN-14, CLEAN-15, PARA-9). */
export type QuoteRule =
  | 'CLEAN-14 straight quote paired'
  | 'CLEAN-14 backtick read as an opening quote'
  | 'CLEAN-15 opening mark where a closing one belongs'
  | 'CLEAN-15 closing mark where an opening one belongs'
  | 'CLEAN-15 closing mark of the other kind'
  | 'CLEAN-15 mark turned in a paragraph whose marks point the wrong way'
  | 'CLEAN-15 missing closing mark inserted before the next speech'
  | 'CLEAN-15 missing closing mark inserted at the paragraph end'
  | 'CLEAN-15 missing closing mark inserted before the narration'
  | 'CLEAN-15 missing inner closing mark inserted'
  | 'CLEAN-15 missing opening mark inserted after a colon'
  | 'PARA-9 opening mark repeated in a continuing paragraph'
  | 'CLEAN-15 closing mark moved to the paragraph it closes'
  | 'CLEAN-15 opening mark moved to the paragraph it opens'
  | 'CLEAN-10 full stop after a quote';

interface Token {
  at: number;
  ch: string;
  family: Family;
  role: 'open' | 'close' | 'either';
  set?: QuoteSet;
  before: Side;
  after: Side;
  /** First mark of the paragraph, with nothing but spaces before it. */
  first: boolean;
  /** Right after a colon that follows a speech verb (曰：, 笑道：). */
  afterSpeech: boolean;
  /** Opens (or, for the second, closes) a quoted term. */
  term?: 'open' | 'close';
  /** A curly mark in a paragraph whose glyph directions are not trusted (distrustInverted). */
  distrusted?: boolean;
}

/** Places where a mark may be missing: after a colon with no mark after it, or after a stop before a speech. */
interface Gap {
  at: number;
  kind: 'afterColon' | 'beforeSpeech';
  speech: boolean;
}

type Action =
  | { kind: 'open' }
  | { kind: 'reopen' }
  | { kind: 'close'; carried: boolean }
  | { kind: 'closeInner'; inserted: number }
  | { kind: 'closeOther' }
  | { kind: 'stray' }
  | { kind: 'skip' }
  | { kind: 'insertCloser' }
  | { kind: 'insertOpener' }
  | { kind: 'end'; inserted: number };

/**
 * Stack entries: SO/SI (`o`/`i`) opened in this paragraph after a colon or at its start (a speech), SP/SJ
 * (`p`/`j`) opened elsewhere (a quoted term, 将军"没羽箭), CO/CI (`O`/`I`) carried over from the paragraph before.
 * 0 is no entry.
 */
const SO = 1;
const SI = 2;
const SP = 3;
const SJ = 4;
const CO = 5;
const CI = 6;
/**
 * A DP state as one small integer: the stack (at most MAX_DEPTH entries, 3 bits each, bottom first), its length
 * and whether a mark of this paragraph has been seen. Numbers, not strings: the DP makes a million of them on a
 * long novel, and building and hashing strings cost more than the rest of the repair.
 */
type State = number;
const LEN_SHIFT = 12;
const SEEN = 1 << 15;
const STATES = 1 << 16;
const lenOf = (state: State): number => (state >> LEN_SHIFT) & 7;
const symAt = (state: State, k: number): number => (state >> (3 * k)) & 7;
/** The state with its stack cut to `k` entries (its seen flag kept). */
const cut = (state: State, k: number): State => (state & SEEN) | (k << LEN_SHIFT) | (state & ((1 << (3 * k)) - 1));
/** The state with `c` pushed (the caller keeps the stack within MAX_DEPTH). */
const push = (state: State, c: number): State => {
  const len = lenOf(state);
  return (state & SEEN) | ((len + 1) << LEN_SHIFT) | (state & ((1 << (3 * len)) - 1)) | (c << (3 * len));
};
const fam = (c: number): Family => (c === SO || c === SP || c === CO ? 'outer' : 'inner');
const isCarried = (c: number): boolean => c === CO || c === CI;
const isSpeech = (c: number): boolean => c === SO || c === SI;
const entry = (f: Family, t: Token): number => (t.before === 'intro' || t.first ? (f === 'outer' ? SO : SI) : f === 'outer' ? SP : SJ);

/** Actions as codes while the DP runs (objects only for the chosen path); the parameter is `carried` or `inserted`. */
const OPEN = 1;
const REOPEN = 2;
const CLOSE = 3;
const CLOSE_INNER = 4;
const CLOSE_OTHER = 5;
const STRAY = 6;
const SKIP = 7;
const INSERT_CLOSER = 8;
const INSERT_OPENER = 9;

/** Where each state stands in the layer being built: `slot[state]`, valid when `stamp[state]` is that layer's id. */
const stamp = new Int32Array(STATES);
const slot = new Int32Array(STATES);
let layerIds = 0;

/**
 * The nodes of every layer of the paragraph being read, layer after layer, in flat typed arrays reused from
 * paragraph to paragraph: five growing arrays per layer (one layer per mark) made the collector's work outweigh
 * the DP's. A layer is built only after the one before it is complete, so each layer's nodes are contiguous.
 */
let nodeStates = new Int32Array(1024);
let nodeCosts = new Float64Array(1024);
let nodePrevs = new Int32Array(1024);
let nodeKinds = new Int32Array(1024);
let nodeParams = new Int32Array(1024);
/** Nodes in use by the paragraph being read (startLayers resets it). */
let nodesUsed = 0;

/** Starts a paragraph: its layers take the node arrays from the start. */
function startLayers(): void {
  nodesUsed = 0;
}

function growNodes(): void {
  const grow = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
    const b = make(a.length * 2);
    b.set(a);
    return b;
  };
  nodeStates = grow(nodeStates, (n) => new Int32Array(n));
  nodeCosts = grow(nodeCosts, (n) => new Float64Array(n));
  nodePrevs = grow(nodePrevs, (n) => new Int32Array(n));
  nodeKinds = grow(nodeKinds, (n) => new Int32Array(n));
  nodeParams = grow(nodeParams, (n) => new Int32Array(n));
}

/**
 * One layer of the DP: its states in the order they were first reached (ties go to the first, as they did when
 * the layer was a Map), each with its cost, the index of its predecessor in the layer before, and its action.
 * Node `n` of the layer is at `start + n` of the node arrays.
 */
class Layer {
  readonly id: number;
  readonly start: number;
  size = 0;
  /** Calls of relax so far: a state that adds none has no reading of the mark. */
  relaxed = 0;

  constructor() {
    if (layerIds >= 0x7fffffff) {
      stamp.fill(0);
      layerIds = 0;
    }
    this.id = ++layerIds;
    this.start = nodesUsed;
  }

  add(state: State, cost: number, prev: number, kind: number, param: number): void {
    stamp[state] = this.id;
    slot[state] = this.size++;
    if (nodesUsed >= nodeStates.length) growNodes();
    const at = nodesUsed++;
    nodeStates[at] = state;
    nodeCosts[at] = cost;
    nodePrevs[at] = prev;
    nodeKinds[at] = kind;
    nodeParams[at] = param;
  }

  /** Keeps the cheaper way to `state` (the first on a tie). */
  relax(state: State, cost: number, prev: number, kind: number, param: number): void {
    this.relaxed++;
    if (stamp[state] !== this.id) {
      this.add(state, cost, prev, kind, param);
      return;
    }
    const at = this.start + slot[state];
    if (cost < nodeCosts[at]) {
      nodeCosts[at] = cost;
      nodePrevs[at] = prev;
      nodeKinds[at] = kind;
      nodeParams[at] = param;
    }
  }

  state(n: number): State {
    return nodeStates[this.start + n];
  }

  cost(n: number): number {
    return nodeCosts[this.start + n];
  }

  prev(n: number): number {
    return nodePrevs[this.start + n];
  }

  action(n: number): Action {
    const p = nodeParams[this.start + n];
    switch (nodeKinds[this.start + n]) {
      case OPEN:
        return { kind: 'open' };
      case REOPEN:
        return { kind: 'reopen' };
      case CLOSE:
        return { kind: 'close', carried: p === 1 };
      case CLOSE_INNER:
        return { kind: 'closeInner', inserted: p };
      case CLOSE_OTHER:
        return { kind: 'closeOther' };
      case STRAY:
        return { kind: 'stray' };
      case INSERT_CLOSER:
        return { kind: 'insertCloser' };
      case INSERT_OPENER:
        return { kind: 'insertOpener' };
      default:
        return { kind: 'skip' };
    }
  }
}

/** Paragraph context the chapter pass supplies. */
export interface QuoteContext {
  /** Families still open from the paragraph before (outermost first). */
  carried?: Family[];
  /** A later paragraph closes or reopens what this one leaves open (PARA-9), so leaving it open costs nothing. */
  continues?: boolean;
  /** Glyphs for ASCII and inserted marks. */
  set?: QuoteSet;
  /** Marks may be turned and replaced but none inserted: the text keeps its length (a paragraph with markup). */
  fixedLength?: boolean;
}

export interface ParagraphQuotes {
  text: string;
  changes: QuoteChange[];
  /** Families left open at the end (outermost first), with the glyph that opened them. */
  open: { family: Family; glyph: string }[];
  /** Carried families this paragraph closed, and the offset (in the output) of the first closing mark. */
  closedCarried: number;
  closedCarriedAt: number;
  /** The paragraph starts with the opening mark of a carried quote (PARA-9). */
  reopened: boolean;
  /** Marks left as they are: closing marks with nothing open, and marks no reading fits (a fifth level, say). */
  stray: number;
}

/** The paragraph's marks in order; with `limit`, only the first `limit` of them (and no quoted terms paired). */
function tokenize(text: string, limit = Number.POSITIVE_INFINITY): Token[] {
  const tokens: Token[] = [];
  const hasHan = HAN.test(text);
  // Jump from mark to mark: a per-character lookup over the whole paragraph cost more than the repair itself.
  const marks = new RegExp(QUOTE_CHARS.source, 'g');
  for (let m = marks.exec(text); m; m = marks.exec(text)) {
    const i = m.index;
    const g = GLYPHS[text[i]];
    const prev = neighbour(text, i, -1);
    const next = neighbour(text, i, 1);
    if (g.role !== 'open' || text[i] === '`') {
      // An apostrophe (It's, Tom’s) and ASCII marks in text without Chinese are no quotation marks here.
      const latin = /[A-Za-z]/;
      if ((text[i] === "'" || text[i] === '’' || text[i] === '＇') && latin.test(text[i - 1] ?? '') && latin.test(text[i + 1] ?? ''))
        continue;
      if (g.role === 'either' && !hasHan) continue;
      if (text[i] === '`' && !(isCjk(prev) || isCjk(next))) continue;
    }
    const before = sideOf(prev);
    // One object shape for every token (no spread): the DP reads these fields millions of times.
    tokens.push({
      at: i,
      ch: text[i],
      family: g.family,
      role: g.role,
      set: g.set,
      before,
      after: sideOf(next),
      first: tokens.length === 0 && text.slice(0, i).trim() === '',
      afterSpeech: before === 'intro' && SPEECH_VERB.test(text.slice(0, i).trimEnd().slice(-3, -1)),
    });
    if (tokens.length >= limit) return tokens;
  }
  // Quoted terms: two ASCII marks of one family around a short span without punctuation, not after a pause.
  for (let k = 0; k + 1 < tokens.length; k++) {
    const a = tokens[k];
    const b = tokens[k + 1];
    if (a.role !== 'either' && a.ch !== '`') continue;
    // The second may be a backtick too: 红楼梦 A writes `石凉` once with two.
    if ((b.role !== 'either' && b.ch !== '`') || a.family !== b.family || a.before === 'pause' || a.before === 'stop') continue;
    const body = text.slice(a.at + 1, b.at).trim();
    if (body.length && body.length <= TERM_MAX && TERM_BODY.test(body)) {
      a.term = 'open';
      b.term = 'close';
      k++;
    }
  }
  return tokens;
}

/**
 * A stretch whose marks point the wrong way (三国演义 C `帝曰：」田獵恐非正道。「操曰：」古之帝王…`): two or more
 * closing glyphs right after a speech colon, a third or more of the closing glyphs, and the glyphs' direction
 * is no evidence any more; the marks are read from context alone, like ASCII ones.
 */
function distrustInverted(tokens: Token[]): Token[] {
  const closers = tokens.filter((t) => t.role === 'close');
  const inverted = closers.filter((t) => t.before === 'intro' && t.after === 'content').length;
  if (inverted < INVERTED_MIN || inverted * 3 < closers.length) return tokens;
  return tokens.map((t) => (t.role === 'either' || t.ch === '`' ? t : { ...t, role: 'either', distrusted: true }));
}

function neighbour(text: string, i: number, step: 1 | -1): string | undefined {
  for (let k = i + step; k >= 0 && k < text.length; k += step) if (!/\s/.test(text[k])) return text[k];
  return undefined;
}

const isCjk = (ch: string | undefined): boolean => ch !== undefined && (HAN.test(ch) || /[\u3000-\u303f\uff00-\uffef“”‘’…—]/.test(ch));

function findGaps(text: string, tokens: readonly Token[]): Gap[] {
  const gaps: Gap[] = [];
  const tokenAt = new Set(tokens.map((t) => t.at));
  // Only colons and stops can start a gap: jump between them.
  const starts = /[：:。！？!?…]/g;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    const i = m.index;
    const ch = text[i];
    if (ch === '：' || ch === ':') {
      // A colon that introduces speech but no mark follows (责之曰：据汝害民…去矣。”).
      let k = i + 1;
      while (k < text.length && /\s/.test(text[k])) k++;
      if (k >= text.length || tokenAt.has(k) || !isCjk(text[k])) continue;
      gaps.push({ at: k, kind: 'afterColon', speech: SPEECH_VERB.test(text.slice(Math.max(0, i - 2), i)) });
    } else if (/[。！？!?…]/.test(ch) && !/[。！？!?…]/.test(text[i + 1] ?? '')) {
      // A stop, then short narration ending in a speech verb and a colon, then an opening mark: the speech
      // before the stop ended there (玄德曰：“…恐难轻动。孔融曰：“…”).
      const rest = text.slice(i + 1, i + 2 + SPEECH_INTRO_MAX + 2);
      const m = /^\s*([^\s：:]{1,12})\s*[：:]\s*(.)/.exec(rest);
      if (!m || PUNCT_IN_INTRO.test(m[1]) || !SPEECH_VERB.test(m[1])) continue;
      const g = GLYPHS[m[2]];
      if (!g || g.role === 'close') continue;
      gaps.push({ at: i + 1, kind: 'beforeSpeech', speech: true });
    }
  }
  return gaps;
}

/** Prior costs of each reading of a token. */
function readingCosts(t: Token): { open: number; close: number } {
  if (t.role === 'either' || t.ch === '`') {
    const base = ASCII_BEFORE[t.before];
    let open = base.open + OPEN_BEFORE[t.after];
    let close = base.close;
    if (t.ch === '`' && t.term !== 'close') close = Number.POSITIVE_INFINITY;
    if (t.term === 'open') open -= COST.termPair;
    if (t.term === 'close') close -= COST.termPair;
    return { open: Math.max(0, open), close: Math.max(0, close) };
  }
  if (t.role === 'open') {
    const endish = t.after === 'edge' || t.after === 'pause' || t.after === 'stop' || t.after === 'closeBracket';
    const turned =
      (t.before === 'stop' || t.before === 'content') && endish
        ? TURN.openerAtEnd
        : t.before === 'stop' && t.after === 'content'
          ? TURN.openerBeforeText
          : t.before === 'intro'
            ? TURN.openerAfterIntro
            : TURN.base;
    return { open: t.after === 'edge' && t.before !== 'intro' ? OPENER_LAST : 0, close: turned };
  }
  const asOpener = (t.before === 'intro' || t.before === 'edge') && t.after === 'content' ? TURN.closerAfterIntro : TURN.base;
  // A closing glyph right after a colon closes an empty quote: more likely an opening mark turned (飛曰：」若如此).
  return { open: asOpener, close: t.afterSpeech ? TURN.closerAfterSpeech : t.before === 'intro' ? TURN.closerAfterIntro : 0 };
}

/**
 * Repairs one paragraph's quotation marks. The chapter pass (repairChapterQuotes) supplies what earlier
 * paragraphs left open and whether a later one continues the quote.
 */
export function repairParagraphQuotes(text: string, context: QuoteContext = {}): ParagraphQuotes {
  const carried = context.carried ?? [];
  const none: ParagraphQuotes = {
    text,
    changes: [],
    open: [],
    closedCarried: 0,
    closedCarriedAt: -1,
    reopened: false,
    stray: 0,
  };
  if (!QUOTE_CHARS.test(text)) return none;
  const tokens = distrustInverted(tokenize(text));
  if (tokens.length === 0) return none;
  if (READINGS_COST && carried.length === 0 && readsAsWritten(tokens)) return none;
  const fixed = context.fixedLength === true;
  const gaps = fixed ? [] : findGaps(text, tokens);
  // Events in text order; a gap at the offset of a token comes before it.
  const events: ({ token: Token } | { gap: Gap })[] = [...tokens.map((token) => ({ token })), ...gaps.map((gap) => ({ gap }))].sort(
    (a, b) => ('token' in a ? a.token.at : a.gap.at) - ('token' in b ? b.token.at : b.gap.at) || ('gap' in a ? -1 : 1),
  );
  startLayers();
  let layer = new Layer();
  layer.add(
    carried.reduce((st, f) => push(st, f === 'outer' ? CO : CI), 0),
    0,
    -1,
    SKIP,
    0,
  );
  const layers: Layer[] = [];
  const endsWithStop = /[。！？!?…]$/.test(text.trimEnd());
  // A token's prior costs do not depend on the state: once per event, not once per state.
  const tokenCosts = events.map((ev) => ('token' in ev ? readingCosts(ev.token) : undefined)) as { open: number; close: number }[];
  for (let e = 0; e < events.length; e++) {
    const ev = events[e];
    const next = new Layer();
    for (let n = 0; n < layer.size; n++) {
      const state = layer.state(n);
      const cost0 = layer.cost(n);
      const len = lenOf(state);
      const seen = (state & SEEN) !== 0;
      const top = len ? symAt(state, len - 1) : 0;
      if ('gap' in ev) {
        next.relax(state, cost0, n, SKIP, 0);
        const g = ev.gap;
        if (g.kind === 'afterColon') {
          const cost = g.speech ? COST.insertOpenerAfterSpeechColon : COST.insertOpenerAfterColon;
          if (len < MAX_DEPTH) next.relax(push(state, SO) | SEEN, cost0 + cost, n, INSERT_OPENER, 0);
        } else if (top && (!isCarried(top) || !seen)) {
          next.relax(cut(state, len - 1), cost0 + COST.insertCloserBeforeSpeech, n, INSERT_CLOSER, 0);
        }
        continue;
      }
      const t = ev.token;
      const costs = tokenCosts[e];
      const tried = next.relaxed;
      // Open.
      if (Number.isFinite(costs.open)) {
        if (t.first && top && isCarried(top) && fam(top) === t.family && !seen && t.role !== 'close') {
          // PARA-9: the paragraph reopens the quote the previous one left open.
          next.relax(push(cut(state, len - 1), entry(t.family, t)) | SEEN, cost0 + costs.open, n, REOPEN, 0);
        } else {
          let cost = cost0 + costs.open;
          if (top && fam(top) === t.family) cost += COST.sameFamilyNest;
          if (len >= 3) cost += COST.tooDeep;
          if (len < MAX_DEPTH) next.relax(push(state, entry(t.family, t)) | SEEN, cost, n, OPEN, 0);
        }
      }
      // Close.
      if (Number.isFinite(costs.close)) {
        const usable = top !== 0 && (isCarried(top) ? !seen && mayCloseCarried(t) : true);
        if (usable && fam(top) === t.family) {
          const carriedTop = isCarried(top);
          next.relax(cut(state, len - 1), cost0 + costs.close + (carriedTop ? COST.closeCarried : 0), n, CLOSE, carriedTop ? 1 : 0);
        } else if (usable) {
          // The top is the other family: a missing inner closing mark, or a glyph of the wrong kind.
          const k = lastOpen(state, t.family, seen);
          if (k >= 0 && !isCarried(symAt(state, k)) && !fixed) {
            const inserted = len - 1 - k;
            next.relax(cut(state, k), cost0 + costs.close + inserted * COST.insertInnerCloser, n, CLOSE_INNER, inserted);
          }
          // A glyph of the wrong kind closes a mark of this paragraph, never one carried over.
          if (!isCarried(top)) next.relax(cut(state, len - 1), cost0 + costs.close + COST.mismatchGlyph, n, CLOSE_OTHER, 0);
        }
        if (!usable) next.relax(state, cost0 + costs.close + COST.unopened, n, STRAY, 0);
      }
      // No reading fits this state: the stack is full and the mark can only open (a backtick after 「` carried
      // and ”``, the property test's seed 1412629011), or it closes the other family under a carried top (」
      // under four carried marks). It is left as written, so every state goes on and no layer is empty.
      if (next.relaxed === tried) next.relax(state, cost0 + COST.tooDeep + COST.unopened, n, STRAY, 0);
    }
    layers.push(next);
    layer = next;
  }
  // The end: marks opened here and left open cost something unless a later paragraph continues the quote.
  let best: { at: number; cost: number; action: Action } | undefined;
  for (let n = 0; n < layer.size; n++) {
    const state = layer.state(n);
    let own = 0;
    let speech = true;
    for (let k = 0; k < lenOf(state); k++) {
      const c = symAt(state, k);
      if (isCarried(c)) continue;
      own++;
      if (!isSpeech(c)) speech = false;
    }
    // A later paragraph continues one quote (PARA-9), not a pile of them.
    const leave = (context.continues ? Math.max(0, own - 1) : own) * COST.unclosed;
    // Only a speech runs to the paragraph's end; a quoted term left open (将军"没羽箭张清，…) is flagged. A
    // paragraph with markup keeps its length: nothing is inserted there either (`他道：“**好**？` crashed a build).
    const insert = !fixed && !context.continues && endsWithStop && speech ? own * COST.insertCloserAtEnd : Number.POSITIVE_INFINITY;
    const [cost, inserted] = insert < leave ? [layer.cost(n) + insert, own] : [layer.cost(n) + leave, 0];
    if (!best || cost < best.cost) best = { at: n, cost, action: { kind: 'end', inserted } };
  }
  // Walk back to the chosen action of every event.
  const actions: Action[] = new Array(events.length);
  let at = best!.at;
  for (let e = events.length - 1; e >= 0; e--) {
    actions[e] = layers[e].action(at);
    at = layers[e].prev(at);
  }
  return render(text, events, actions, best!.action, carried, context.set ?? guessSet(text));
}

/**
 * True when every mark reads as its glyph says at no cost and they pair: curly or corner glyphs only (no ASCII
 * mark, no backtick, none distrusted), each closer closing the innermost open mark of its family and set, no family
 * nested in itself, depth at most 3, none open at the end, no opener last, no closer right after a colon, and
 * nothing carried from the paragraph before. That reading costs 0 and any other costs more (every reading against
 * a glyph, stray closer, insertion at a gap or nesting costs something: READINGS_COST, which the caller checks), so
 * the DP would choose it, and it changes nothing: the paragraph is returned as it is without finding gaps or running
 * the DP.
 */
function readsAsWritten(tokens: readonly Token[]): boolean {
  const open: Token[] = [];
  for (const t of tokens) {
    if (t.role === 'either' || t.ch === '`' || t.set === undefined) return false;
    if (t.role === 'open') {
      // readingCosts: an opener before the paragraph's end costs OPENER_LAST; COST.sameFamilyNest and COST.tooDeep.
      if ((t.after === 'edge' && t.before !== 'intro') || open.length >= 3 || open[open.length - 1]?.family === t.family) return false;
      open.push(t);
      continue;
    }
    // readingCosts: a closer after a colon costs TURN.closerAfterSpeech or TURN.closerAfterIntro.
    if (t.afterSpeech || t.before === 'intro') return false;
    const top = open.pop();
    // render gives a closer its opener's set: a closer of the other set would be changed.
    if (top === undefined || top.family !== t.family || top.set !== t.set) return false;
  }
  return open.length === 0;
}

/** Index of the nearest entry of `family` in the state's stack, or −1. */
function lastOpen(state: State, family: Family, seen: boolean): number {
  for (let k = lenOf(state) - 1; k >= 0; k--) {
    const c = symAt(state, k);
    if (isCarried(c) && seen) return -1;
    if (fam(c) === family) return k;
  }
  return -1;
}

/** The glyph set of a paragraph's own marks: corner brackets if it has more of them than curly marks. */
const guessSet = (text: string): QuoteSet => bookQuoteSet([text]);

/** Applies the chosen readings: glyphs for every mark, inserted marks, and the list of changes. */
function render(
  text: string,
  events: readonly ({ token: Token } | { gap: Gap })[],
  actions: readonly Action[],
  end: Action,
  carried: readonly Family[],
  set: QuoteSet,
): ParagraphQuotes {
  const out: string[] = [];
  const changes: QuoteChange[] = [];
  /** Open marks: family and the set its glyph belongs to (a closing mark matches its opening one). */
  /** Open marks; `piece` is the index in `out` of a mark opened here (a mismatched closer may rewrite it). */
  const stack: { family: Family; set: QuoteSet; glyph: string; carried: boolean; piece?: number; offset?: number }[] = carried.map((f) => ({
    family: f,
    set,
    glyph: MARKS[set][f][0],
    carried: true,
  }));
  let pos = 0;
  let closedCarried = 0;
  let closedCarriedAt = -1;
  let reopened = false;
  let stray = 0;
  let length = 0;
  const emit = (piece: string) => {
    out.push(piece);
    length += piece.length;
  };
  /** Pops the innermost open mark, noting when it was one carried over from the paragraph before. */
  const popOpen = () => {
    const top = stack.pop()!;
    if (top.carried) {
      closedCarried++;
      if (closedCarriedAt < 0) closedCarriedAt = length;
    }
    return top;
  };
  // Offsets of changes are in the output.
  const change = (rule: QuoteRule) => changes.push({ rule, at: length, example: '' });
  events.forEach((ev, e) => {
    const a = actions[e];
    const at = 'token' in ev ? ev.token.at : ev.gap.at;
    emit(text.slice(pos, at));
    pos = at;
    if ('gap' in ev) {
      if (a.kind === 'insertOpener') {
        const glyph = MARKS[set].outer[0];
        stack.push({ family: 'outer', set, glyph, carried: false });
        change('CLEAN-15 missing opening mark inserted after a colon');
        emit(glyph);
      } else if (a.kind === 'insertCloser') {
        const top = popOpen();
        change('CLEAN-15 missing closing mark inserted before the next speech');
        emit(MARKS[top.set][top.family][1]);
      }
      return;
    }
    const t = ev.token;
    pos = t.at + 1;
    const ownSet = t.set ?? set;
    let glyph = t.ch;
    switch (a.kind) {
      case 'open':
      case 'reopen': {
        if (a.kind === 'reopen') {
          stack.pop();
          reopened = true;
        }
        glyph = MARKS[ownSet][t.family][0];
        stack.push({ family: t.family, set: ownSet, glyph, carried: false, piece: out.length, offset: length });
        break;
      }
      case 'close': {
        const top = popOpen();
        glyph = MARKS[top.set][t.family][1];
        break;
      }
      case 'closeInner': {
        for (let k = 0; k < a.inserted; k++) {
          const inner = stack.pop()!;
          change('CLEAN-15 missing inner closing mark inserted');
          emit(MARKS[inner.set][inner.family][1]);
        }
        const top = stack.pop()!;
        glyph = MARKS[top.set][t.family][1];
        break;
      }
      case 'closeOther': {
        const top = popOpen();
        if (stack.length === 0 && t.family === 'outer' && top.piece !== undefined) {
          // A quote at the top level is an outer one: its opening mark was of the wrong kind (跪道：'婶子…罢。”).
          out[top.piece] = MARKS[top.set].outer[0];
          glyph = MARKS[top.set].outer[1];
        } else glyph = MARKS[top.set][top.family][1];
        change('CLEAN-15 closing mark of the other kind');
        break;
      }
      case 'stray':
        stray++;
        glyph = t.role === 'either' ? MARKS[set][t.family][1] : t.ch;
        break;
      default:
        break;
    }
    if (glyph !== t.ch) {
      if (t.distrusted) change('CLEAN-15 mark turned in a paragraph whose marks point the wrong way');
      else if (t.role === 'either') change('CLEAN-14 straight quote paired');
      else if (t.ch === '`') change('CLEAN-14 backtick read as an opening quote');
      else if (t.role === 'open' && (a.kind === 'close' || a.kind === 'closeInner'))
        change('CLEAN-15 opening mark where a closing one belongs');
      else if (t.role === 'close' && (a.kind === 'open' || a.kind === 'reopen'))
        change('CLEAN-15 closing mark where an opening one belongs');
    }
    emit(glyph);
  });
  emit(text.slice(pos));
  if (end.kind === 'end' && end.inserted) {
    const whole = out.join('');
    const body = whole.trimEnd();
    // The speech ends before the storyteller's formula, not after it (有分教：“…猛虎。毕竟…且听下回分解。).
    const from = stack[stack.length - end.inserted].offset ?? 0;
    const formula = NARRATION_AFTER_STOP.exec(body.slice(from));
    const cut = formula ? from + formula.index + 1 : body.length;
    let closers = '';
    for (let k = 0; k < end.inserted; k++) {
      const top = stack.pop()!;
      closers += MARKS[top.set][top.family][1];
    }
    out.length = 0;
    out.push(body.slice(0, cut), closers, body.slice(cut), whole.slice(body.length));
    length = cut;
    change(
      formula
        ? 'CLEAN-15 missing closing mark inserted before the narration'
        : 'CLEAN-15 missing closing mark inserted at the paragraph end',
    );
  }
  const result = out.join('');
  for (const c of changes) c.example = around(result, c.at);
  return {
    text: result,
    changes,
    open: stack.filter((s) => !s.carried).map((s) => ({ family: s.family, glyph: s.glyph })),
    closedCarried,
    closedCarriedAt,
    reopened,
    stray,
  };
}

const around = (text: string, at: number): string => text.slice(Math.max(0, at - 8), at + 9);

/** A quote may run over this many paragraphs without a mark (a poem recited line by line in the classics). */
const MAX_OPEN_SPAN = 12;

export interface ChapterQuotes {
  texts: string[];
  /** Every change, by paragraph index. */
  changes: { paragraph: number; rule: QuoteRule; example: string }[];
}

/**
 * Repairs the quotation marks of a chapter's paragraphs in order. A quote a paragraph leaves open continues
 * into the next paragraphs when one of them closes it: each continuing paragraph then starts with the opening
 * mark again (PARA-9), or a closing mark standing alone at the start of the next paragraph moves back to the
 * paragraph it closes (CLEAN-15 repair 1). `set` is the book's glyph set for ASCII and inserted marks.
 */
export function repairChapterQuotes(
  paragraphs: readonly string[],
  set?: QuoteSet,
  fixedLength: ReadonlySet<number> = new Set(),
): ChapterQuotes {
  const n = paragraphs.length;
  const results: ParagraphQuotes[] = new Array(n);
  const contexts: QuoteContext[] = new Array(n);
  const prefix: string[] = new Array(n).fill('');
  const suffix: string[] = new Array(n).fill('');
  const cut: number[] = new Array(n).fill(-1);
  const extra: { paragraph: number; rule: QuoteRule; example: string }[] = [];
  const run = (i: number, context: QuoteContext) => {
    contexts[i] = { ...context, fixedLength: fixedLength.has(i) };
    results[i] = repairParagraphQuotes(paragraphs[i], contexts[i]);
  };
  // Marks are added and moved only in paragraphs that may change length.
  const free = (...at: number[]) => at.every((i) => !fixedLength.has(i));
  let pending: { from: number; open: ParagraphQuotes['open']; waiting: number[] } | undefined;
  // Each paragraph's first mark, found once: every paragraph looks ahead at the next ones (continuesAfter).
  const firsts: (Token | null | undefined)[] = new Array(n);
  const firstMark = (j: number): Token | null => {
    let t = firsts[j];
    if (t === undefined) t = firsts[j] = QUOTE_CHARS.test(paragraphs[j]) ? (tokenize(paragraphs[j], 1)[0] ?? null) : null;
    return t;
  };
  for (let i = 0; i < n; i++) {
    const continues = continuesAfter(paragraphs.length, i, firstMark);
    run(i, { carried: pending?.open.map((o) => o.family), continues, set });
    let r = results[i];
    if (pending) {
      const marked = QUOTE_CHARS.test(paragraphs[i]);
      if (r.closedCarried > 0 || r.reopened) {
        const openers = pending.open.map((o) => o.glyph).join('');
        const atStart = r.closedCarried > 0 && !r.reopened && results[i].text.slice(0, r.closedCarriedAt).trim() === '';
        if (!free(i, pending.from, ...pending.waiting)) {
          // A paragraph with markup takes part in the reading but keeps its length.
        } else if (atStart && pending.waiting.length === 0 && r.closedCarried === pending.open.length) {
          // `”孔融曰：…`: the closing mark belongs at the end of the paragraph before.
          cut[i] = r.closedCarriedAt;
          suffix[pending.from] += r.text[r.closedCarriedAt];
          extra.push({
            paragraph: pending.from,
            rule: 'CLEAN-15 closing mark moved to the paragraph it closes',
            example: r.text.slice(0, 9),
          });
        } else if (pending.waiting.length === 0 && pending.open.length === 1 && endsWithOpener(results[pending.from].text)) {
          // `玄德曰：「` / `我三人義同生死…`: the opening mark ends a paragraph and belongs to the next one.
          const from = results[pending.from].text;
          const body = from.trimEnd();
          results[pending.from] = { ...results[pending.from], text: body.slice(0, -1) + from.slice(body.length) };
          if (!r.reopened) prefix[i] = pending.open[0].glyph;
          extra.push({ paragraph: i, rule: 'CLEAN-15 opening mark moved to the paragraph it opens', example: body.slice(-8) });
        } else {
          for (const w of pending.waiting) {
            prefix[w] = openers;
            extra.push({
              paragraph: w,
              rule: 'PARA-9 opening mark repeated in a continuing paragraph',
              example: paragraphs[w].slice(0, 8),
            });
          }
          if (!r.reopened) {
            prefix[i] = openers;
            extra.push({
              paragraph: i,
              rule: 'PARA-9 opening mark repeated in a continuing paragraph',
              example: paragraphs[i].slice(0, 8),
            });
          }
        }
        pending = undefined;
      } else if (marked || i - pending.from > MAX_OPEN_SPAN) {
        // Nothing continued the quote: the paragraph that opened it is read again as ending the paragraph.
        run(pending.from, { ...contexts[pending.from], continues: false });
        pending = undefined;
        run(i, { continues, set });
        r = results[i];
      } else {
        pending.waiting.push(i);
        continue;
      }
    }
    if (r.open.length && contexts[i].continues) pending = { from: i, open: r.open, waiting: [] };
  }
  if (pending) run(pending.from, { ...contexts[pending.from], continues: false });
  const texts: string[] = [];
  const changes: ChapterQuotes['changes'] = [];
  for (let i = 0; i < n; i++) {
    let text = results[i].text;
    if (cut[i] >= 0) text = text.slice(0, cut[i]) + text.slice(cut[i] + 1);
    if (suffix[i]) {
      const body = text.trimEnd();
      text = body + suffix[i] + text.slice(body.length);
    }
    text = prefix[i] + text;
    const stops = fullStopsAfterQuotes(text); // ． → 。 keeps the length
    for (const c of results[i].changes) changes.push({ paragraph: i, rule: c.rule, example: c.example });
    for (const at of stops.at) changes.push({ paragraph: i, rule: 'CLEAN-10 full stop after a quote', example: around(stops.text, at) });
    texts.push(stops.text);
  }
  changes.push(...extra);
  return { texts, changes };
}

/**
 * Whether a paragraph's first mark may close a quote an earlier paragraph left open: a closing glyph, an ASCII
 * mark in a closing place (after a stop, before a pause or the end), an opening glyph after a stop (`。「飛曰`).
 * An ASCII mark between two Han characters (将军"没羽箭) opens a term instead.
 */
function mayCloseCarried(t: Token): boolean {
  if (t.role === 'close') return true;
  if (t.role === 'open') return t.ch !== '`' && t.before === 'stop';
  return t.before === 'stop' || t.before === 'closeBracket' || t.after === 'edge' || t.after === 'pause' || t.after === 'stop';
}

/** A paragraph whose last character is an opening mark right after a colon. */
const endsWithOpener = (text: string): boolean => /[：:]\s*[“‘「『]\s*$/.test(text);

/**
 * Whether a later paragraph continues a quote left open at the end of paragraph `i`: the next paragraph with
 * marks (within MAX_OPEN_SPAN) starts with an opening mark (PARA-9) or its first mark reads as closing.
 */
function continuesAfter(n: number, i: number, firstMark: (j: number) => Token | null): boolean {
  for (let j = i + 1; j < n && j - i <= MAX_OPEN_SPAN; j++) {
    const first = firstMark(j);
    if (!first) continue;
    if (first.first && first.role !== 'close') return true;
    return mayCloseCarried(first);
  }
  return false;
}

/** `．` after a closing quote in Chinese (红楼梦 A `挂酒旗’．`): CLEAN-10's full stop, which punctuation.ts sees only next to Han. */
function fullStopsAfterQuotes(text: string): { text: string; at: number[] } {
  const at: number[] = [];
  // The pattern starts with a look-behind, tried at every offset: skip the paragraphs without a `．` at all.
  if (!text.includes('．')) return { text, at };
  const out = text.replace(/(?<=[\u4e00-\u9fff…—][”’」』]*[“”‘’「」『』])(\s*)．(?![0-9０-９])/g, (_m, space: string, offset: number) => {
    at.push(offset);
    return `${space}。`;
  });
  return { text: out, at };
}

/** The glyph set of a whole book: corner brackets when its own marks are mostly 「」『』 (a Traditional source). */
export function bookQuoteSet(texts: readonly string[]): QuoteSet {
  let corner = 0;
  let curly = 0;
  // From mark to mark with a global regex (「」『』 are U+300C–U+300F; “”‘’ are U+201C, U+201D, U+2018, U+2019): a
  // match() per text built an array of every mark of the book, twice, and a JavaScript walk over every unit of the
  // book runs mostly before the optimiser gets to it.
  for (const t of texts) {
    SET_MARKS.lastIndex = 0;
    for (let m = SET_MARKS.exec(t); m; m = SET_MARKS.exec(t)) {
      const c = t.charCodeAt(m.index);
      if (c >= 0x300c && c <= 0x300f) corner++;
      else curly++;
    }
  }
  return corner > curly ? 'corner' : 'curly';
}
const SET_MARKS = /[\u300c-\u300f\u201c\u201d\u2018\u2019]/g;
