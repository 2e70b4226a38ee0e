/** Inline content as the PDF composer takes it: lines split at hard breaks, each plain text or styled runs (RICH-1, RICH-3, RICH-4, RICH-5). */
import type { Inline } from '../../model/inline.ts';
import type { RunSpec } from '../../typeset/compose.ts';

/** How the glyphs of one run are drawn. */
export interface RunStyle {
  /** Set in the bold face (`strong`, or a heading's own face). */
  bold: boolean;
  /** 着重号 under each character that takes one (RICH-3). */
  emphasis: boolean;
  /** Target of a link annotation over the run (RICH-13). */
  href?: string;
  /** A note mark: superscript number (RICH-5). */
  mark: boolean;
  /** 注音 set above the run (RICH-4). */
  ruby?: string;
}

/**
 * One line-broken piece of a text block. Text with no styling stays a plain string, so a .txt paragraph is
 * composed exactly as it always was; anything else is runs with their styles.
 */
export type Segment =
  | { text: string; runs?: undefined; at?: number }
  | {
      text: string;
      /** Offset of the segment's first character in its block's prose (text, code and ruby bases; see proseAt). */
      at?: number;
      runs: RunSpec[];
      styles: RunStyle[];
      /** Note marks that are a note's first reference: the run and the note's index in the chapter's number order. */
      notes: { run: number; note: number }[];
    };

/** Resolves a note reference to its number and, on its first reference, its index (number − 1). */
export type NoteResolver = (id: string) => { number: number; first: boolean };

const PLAIN: RunStyle = { bold: false, emphasis: false, mark: false };

interface Atom {
  text: string;
  /** Offset of `text` in the block's prose: text, code and ruby bases, counted in UTF-16 units (marks add nothing). */
  at: number;
  style: RunStyle;
  /** The note id of a mark. */
  note?: string;
}

/** Splits inline content at its hard line breaks into segments; empty segments are left out. */
export function segmentsOf(inlines: readonly Inline[], notes: NoteResolver, base: RunStyle = PLAIN): Segment[] {
  const lines: Atom[][] = [[]];
  flatten(inlines, base, lines, { at: 0 });
  const out: Segment[] = [];
  for (const atoms of lines) {
    const seg = segment(trimEdges(atoms), base, notes);
    if (seg) out.push(seg);
  }
  return out;
}

function flatten(inlines: readonly Inline[], style: RunStyle, lines: Atom[][], prose: { at: number }): void {
  for (const node of inlines) {
    const line = lines[lines.length - 1];
    switch (node.kind) {
      case 'text':
      // Code keeps the regular face: Noto Serif CJK has no monospaced Latin, and code in fiction is a word or a system message.
      case 'code':
        if (node.text) line.push({ text: node.text, at: prose.at, style });
        prose.at += node.text.length;
        break;
      case 'emphasis':
        flatten(node.children, { ...style, emphasis: true }, lines, prose);
        break;
      case 'strong':
        flatten(node.children, { ...style, bold: true }, lines, prose);
        break;
      case 'link':
        flatten(node.children, { ...style, href: node.href }, lines, prose);
        break;
      case 'ruby':
        if (node.base) line.push({ text: node.base, at: prose.at, style: { ...style, ruby: node.annotation } });
        prose.at += node.base.length;
        break;
      case 'noteRef':
        line.push({ text: '', at: prose.at, style: { bold: false, emphasis: false, mark: true }, note: node.note });
        break;
      case 'lineBreak':
        lines.push([]);
        break;
    }
  }
}

/**
 * Drops edge spaces of a line's text (not of ruby bases or marks): PARA-1, source indentation (U+3000, NBSP,
 * spaces) is dropped and the composer indents. trimStart/trimEnd remove exactly `\s` (U+3000 and NBSP
 * included) in linear time; a `\s+$` regex is quadratic on a long inner run of spaces.
 */
function trimEdges(atoms: Atom[]): Atom[] {
  const out = atoms.slice();
  while (out.length && plainAtom(out[0])) {
    const text = out[0].text.trimStart();
    if (text) {
      out[0] = { ...out[0], text, at: out[0].at + out[0].text.length - text.length };
      break;
    }
    out.shift();
  }
  while (out.length && plainAtom(out[out.length - 1])) {
    const last = out[out.length - 1];
    const text = last.text.trimEnd();
    if (text) {
      out[out.length - 1] = { ...last, text };
      break;
    }
    out.pop();
  }
  return out;
}

const plainAtom = (a: Atom): boolean => !a.style.mark && a.style.ruby === undefined;

const sameStyle = (a: RunStyle, b: RunStyle): boolean =>
  a.bold === b.bold && a.emphasis === b.emphasis && a.href === b.href && !a.mark && !b.mark && a.ruby === undefined && b.ruby === undefined;

const isPlainStyle = (s: RunStyle, base: RunStyle): boolean => sameStyle(s, base) && !s.emphasis && s.href === undefined;

function segment(atoms: Atom[], base: RunStyle, resolve: NoteResolver): Segment | undefined {
  if (atoms.length === 0) return undefined;
  const at = atoms[0].at;
  if (atoms.every((a) => a.note === undefined && isPlainStyle(a.style, base))) {
    const text = atoms.map((a) => a.text).join('');
    return text ? { text, at } : undefined;
  }
  const runs: RunSpec[] = [];
  const styles: RunStyle[] = [];
  const notes: { run: number; note: number }[] = [];
  let text = '';
  for (const a of atoms) {
    if (a.note !== undefined) {
      const ref = resolve(a.note);
      // Two marks side by side are kept apart by a comma in the mark's size, not read as one number.
      const prev = styles[styles.length - 1];
      const digits = prev?.mark ? `,${ref.number}` : String(ref.number);
      if (ref.first) notes.push({ run: runs.length, note: ref.number - 1 });
      runs.push({ text: digits, mark: true });
      styles.push(a.style);
      text += digits;
      continue;
    }
    const prev = styles[styles.length - 1];
    if (prev && sameStyle(prev, a.style)) {
      runs[runs.length - 1] = { ...runs[runs.length - 1], text: runs[runs.length - 1].text + a.text };
    } else {
      runs.push({ text: a.text, ...(a.style.bold ? { face: 1 } : {}), ...(a.style.ruby !== undefined ? { ruby: a.style.ruby } : {}) });
      styles.push(a.style);
    }
    text += a.text;
  }
  return { text, runs, styles, notes, at };
}

/** The prose offset (see Atom.at) of offset `t` in a segment's text: note-mark digits are the PDF's own, not prose. */
export function proseAt(seg: Segment, t: number): number {
  const at = seg.at ?? 0;
  if (!seg.runs) return at + t;
  let text = 0;
  let marks = 0;
  for (const r of seg.runs) {
    if (text >= t) break;
    if (r.mark) marks += Math.min(r.text.length, t - text);
    text += r.text.length;
  }
  return at + t - marks;
}
