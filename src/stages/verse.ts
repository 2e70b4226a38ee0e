/**
 * The verse stage (VERSE-1…4): runs of plain paragraphs that are unambiguously verse become verse blocks, kept
 * line by line. Precision first: a wrong verse block in prose is worse than a missed poem, so a run needs a
 * formula before it (诗曰：) or the shape of regular verse in two paragraphs or more.
 */
import type { Block, Chapter, SourceRef } from '../model/book.ts';
import { DiagnosticsCollector } from '../model/diagnostics.ts';
import { isPlainRun, textRun } from '../model/inline.ts';
import { endsMidClause, listLike, looseVerse, regularVerse, verseIntro } from '../rules/verse.ts';
import type { Stage } from './context.ts';

/** Clause lengths that make verse without a formula before it: 五言 and 七言 (VERSE-2). */
const UNANNOUNCED_CLAUSES = new Set([5, 7]);

export const verseStage: Stage = (book) => {
  const report = new DiagnosticsCollector();
  const found = new Map<string, { blocks: number; lines: number }>();
  const chapters = book.chapters.map((chapter): Chapter => {
    const blocks = findVerse(chapter.blocks);
    if (blocks === chapter.blocks) return chapter;
    for (const b of blocks) {
      if (b.kind !== 'verse') continue;
      const f = found.get(b.source.path) ?? { blocks: 0, lines: 0 };
      found.set(b.source.path, { blocks: f.blocks + 1, lines: f.lines + b.lines.length });
    }
    return { ...chapter, blocks };
  });
  for (const [path, f] of found) report.decide('verse', path, `${f.blocks} verse block(s) of ${f.lines} line(s) set as verse`, f);
  return { book: { ...book, chapters }, diagnostics: report.done() };
};

/** The text of a plain paragraph (what a .txt source makes), or undefined for anything else. */
function plain(block: Block | undefined): string | undefined {
  return block?.kind === 'paragraph' && isPlainRun(block.content) ? block.content[0].text : undefined;
}

/** A chapter's blocks with its verse runs turned into verse blocks; the same array when there are none. */
export function findVerse(blocks: Block[]): Block[] {
  let out: Block[] | undefined;
  let i = 0;
  while (i < blocks.length) {
    const run = verseRun(blocks, i);
    if (!run) {
      out?.push(blocks[i]);
      i++;
      continue;
    }
    out ??= blocks.slice(0, i);
    out.push(run.block);
    i = run.end;
  }
  return out ?? blocks;
}

/** The verse run starting at `start`, if there is one: its block and the index after it. */
function verseRun(blocks: readonly Block[], start: number): { block: Block; end: number } | undefined {
  const path = blocks[start].source.path;
  // A run never crosses into another file's blocks (a chapter merged from two sources).
  const at = (j: number) => (blocks[j]?.source.path === path ? plain(blocks[j]) : undefined);
  const first = at(start);
  if (first === undefined) return undefined;
  const intro = verseIntro(plain(blocks[start - 1]) ?? '');
  const lines: string[] = [];
  let end = start;
  if (intro === 'ci') {
    // VERSE-3 and VERSE-4: a 词 or 曲 after its formula; a line cut in mid-clause continues in the next paragraph.
    let open = false;
    for (let text: string | undefined = first; text !== undefined && looseVerse(text) && !verseIntro(text); text = at(++end)) {
      if (open) lines[lines.length - 1] += text.trim();
      else lines.push(text.trim());
      open = endsMidClause(text);
    }
    if (open && lines.length) return undefined;
  } else {
    // VERSE-1 and VERSE-2: regular verse, after a formula or (five- and seven-character only) in two paragraphs.
    const shape = regularVerse(squash(first));
    if (!shape || (!intro && !UNANNOUNCED_CLAUSES.has(shape.clause))) return undefined;
    for (let text: string | undefined = first; text !== undefined; text = at(++end)) {
      const s = regularVerse(squash(text));
      if (!s || s.clause !== shape.clause) break;
      lines.push(...s.couplets);
    }
    if (!intro && end - start < 2 && lines.length < 2) return undefined;
  }
  if (!lines.length || listLike(lines)) return undefined;
  const from = blocks[start].source;
  const last = blocks[end - 1].source;
  const source: SourceRef = { path: from.path, line: from.line };
  const endLine = last.endLine ?? last.line;
  if (last.path === from.path && endLine > from.line) source.endLine = endLine;
  return { block: { kind: 'verse', lines: lines.map(textRun), source }, end };
}

/** Spaces inside a line of verse are layout (红楼梦's `…逡巡。　　欲知…`), not text: the couplets are the lines. */
function squash(text: string): string {
  return text.replace(/[\s\u3000]+/g, '');
}
