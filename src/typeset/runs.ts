/** Styled runs of one paragraph for the composer: faces (bold), note marks and ruby groups, with the break rules each adds (RICH-1, RICH-2, RICH-4). */
import { C, classOf } from './classes.ts';
import { type GlyphBuffer, Gap, type MetricsCache, Side } from './analyze.ts';

/**
 * One run of a paragraph. The composer sees the runs' joined text, so classes, prohibitions (LB-*) and
 * compression (JUST-*) apply across run boundaries exactly as in a plain paragraph (RICH-1).
 */
export interface RunSpec {
  text: string;
  /** Metrics of the face that draws the run: 0 is the composer's own, n the n-th of its `faces` (bold is 1). */
  face?: number;
  /** A note mark (superscript number, RICH-5): set at MARK_SCALE, glued to the glyph before it (RICH-2). */
  mark?: boolean;
  /** 注音 set above the run's text at RUBY_SCALE (RICH-4): the run is one unbreakable group at least as wide as its annotation. */
  ruby?: string;
}

/** Size of a note mark relative to the body (RICH-5). */
export const MARK_SCALE = 0.6;
/** Size of a ruby annotation relative to its base (RICH-4: about half). */
export const RUBY_SCALE = 0.5;
/** Room kept between neighbouring annotations, in base em, so syllables over adjacent characters do not touch. */
export const RUBY_PAD = 0.1;

/** Per-run facts analyze needs, in glyph-buffer terms. */
export interface RunTable {
  /** End offset (exclusive, UTF-16 units) of each run in the joined text. */
  ends: number[];
  caches: MetricsCache[];
  /** Advance multiplier of each run (MARK_SCALE for marks, else 1). */
  scale: number[];
  mark: boolean[];
  /** Annotation widths in base em: one per base glyph (mono ruby) or one for the group; undefined for other runs. */
  ruby: (number[] | undefined)[];
}

/** Joins the runs' text and builds their table; `faces[0]` is the composer's own metrics. */
export function runTable(runs: readonly RunSpec[], faces: readonly MetricsCache[]): { text: string; table: RunTable } {
  let text = '';
  const table: RunTable = { ends: [], caches: [], scale: [], mark: [], ruby: [] };
  for (const r of runs) {
    text += r.text;
    const face = faces[r.face ?? 0];
    if (!face) throw new RangeError(`run face ${r.face} is not one of the composer's ${faces.length} faces`);
    table.ends.push(text.length);
    table.caches.push(face);
    table.scale.push(r.mark ? MARK_SCALE : 1);
    table.mark.push(r.mark === true);
    table.ruby.push(r.ruby === undefined ? undefined : rubyWidths(r.text, r.ruby, faces[0]));
  }
  return { text, table };
}

/** RICH-4: mono ruby (one syllable per base character) when the counts agree, else one group annotation. */
function rubyWidths(base: string, annotation: string, m: MetricsCache): number[] {
  const width = (s: string): number => {
    let w = 0;
    for (const ch of s) w += m.advance(ch.codePointAt(0)!);
    return w * RUBY_SCALE + RUBY_PAD;
  };
  const syllables = annotation.trim().split(/\s+/).filter(Boolean);
  const glyphs = [...base].filter((ch) => classOf(ch.codePointAt(0)!) !== C.ZERO).length;
  if (syllables.length > 1 && syllables.length === glyphs) return syllables.map(width);
  return [width(annotation.trim())];
}

/**
 * The rules runs add once glyphs, breaks and compression are set (analyze calls this for styled paragraphs):
 * RICH-2 a note mark never starts a line and takes no gap on either side; RICH-4 a ruby base is one unit as wide
 * as its annotation, its glyphs centred in equal boxes (group) or in boxes widened to their syllables (mono).
 */
export function applyRunRules(g: GlyphBuffer, t: RunTable): void {
  const { n, run } = g;
  let i = 0;
  while (i < n) {
    const r = run[i];
    let j = i;
    while (j + 1 < n && run[j + 1] === r) j++;
    if (t.mark[r]) glueMark(g, i, j);
    const ruby = t.ruby[r];
    if (ruby) rubyGroup(g, i, j, ruby);
    i = j + 1;
  }
}

function fixed(g: GlyphBuffer, k: number): void {
  g.side[k] = Side.NONE;
  g.cap[k] = 0;
  g.trim[k] = 0;
}

function glueMark(g: GlyphBuffer, s: number, e: number): void {
  if (s > 0) {
    g.brk[s - 1] = 0;
    g.gap[s - 1] = 0;
    g.gapKind[s - 1] = Gap.NEVER;
  }
  for (let k = s; k <= e; k++) {
    fixed(g, k);
    if (k < e) {
      g.brk[k] = 0;
      g.gapKind[k] = Gap.NEVER;
    }
  }
  // A mark followed by a letter or digit would get the Han–Western gap (JUST-10) that belongs to the word before it.
  if (g.gapKind[e] === Gap.HAN_LATIN) {
    g.gap[e] = 0;
    g.gapKind[e] = Gap.NORMAL;
  }
}

function rubyGroup(g: GlyphBuffer, s: number, e: number, ann: readonly number[]): void {
  const count = e - s + 1;
  const mono = ann.length === count && count > 1;
  let base = 0;
  for (let k = s; k <= e; k++) base += g.w[k];
  const extra = mono ? 0 : Math.max(0, ann[0] - base) / count;
  for (let k = s; k <= e; k++) {
    const grow = mono ? Math.max(0, ann[k - s] - g.w[k]) : extra;
    g.w[k] += grow;
    g.off[k] += grow / 2;
    fixed(g, k);
    if (k < e) {
      g.brk[k] = 0;
      g.gap[k] = 0;
      g.gapKind[k] = Gap.NEVER;
    }
  }
}
