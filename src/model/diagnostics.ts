/** Diagnostics as a value: the warnings, dropped text and decisions a step returns, merged once by the driver. */
import type { SourceRef } from './book.ts';

/** Stable warning codes; never renumbered or renamed (docs/architecture.md). */
export type WarningCode =
  | 'W_CHAPTER_GAP'
  | 'W_DUPLICATE_NUMBER'
  | 'W_NUMBER_BACKWARDS'
  | 'W_DUPLICATE_CHAPTER'
  | 'W_NEAR_DUPLICATE_CHAPTER'
  | 'W_REPEATED_PASSAGE'
  | 'W_UNBALANCED_QUOTES'
  | 'W_CENSORED'
  | 'W_LOST_CHARACTER'
  | 'W_PRIVATE_USE'
  | 'W_REPLACEMENT_CHARACTER'
  | 'W_MISSING_GLYPH'
  | 'W_ENCODING_GUESSED'
  /** A UTF-8 file with lines that are not UTF-8: each read as GBK or Big5, or its bad bytes replaced (decode.ts repairUtf8). */
  | 'W_ENCODING_REPAIRED'
  | 'W_EMPTY_CHAPTER'
  | 'W_NO_HAN'
  | 'W_CONTROL_CHARACTER'
  /** Bidi controls, U+2028/9, tag characters and other format characters: kept in the EPUB, not drawn in the PDF. */
  | 'W_FORMAT_CHARACTER'
  /** book.yaml's cover is a JPEG named .png or the reverse: used as what its bytes are. */
  | 'W_COVER_TYPE'
  /** book.yaml's cover is tiny, huge or an odd shape: probably the wrong file. */
  | 'W_COVER_SIZE'
  | 'W_SKIPPED_FILE'
  | 'W_LONE_DASH'
  | 'W_ODD_ELLIPSIS'
  /** A front-matter key the pipeline does not know (typo or unsupported field); the key is ignored. */
  | 'W_FRONT_MATTER_KEY'
  /**
   * Mojibake: lines that were GBK/Big5/UTF-8 decoded as Latin-1 or cp1252 upstream, decoded again
   * (docs/rules/cleaning.md#mojibake), or stray Cyrillic letters or kana it left in Chinese text (rules/debris.ts).
   */
  | 'W_MOJIBAKE'
  /** A large file in which no chapter headings were found: set `chapterPattern` (CLEAN-9). */
  | 'W_NO_CHAPTERS'
  /** Chapter detection had to choose between heading shapes (CLEAN-9). */
  | 'W_CHAPTERS_AMBIGUOUS'
  /** A placeholder chapter (`22点准时更新，敬请期待！`) was left out (docs/rules/cleaning.md#duplicates-and-repeated-passages). */
  | 'W_PLACEHOLDER_CHAPTER'
  /** A chapter titled as the author's notice (`第十章 请假`) reads as story, so it was kept (docs/rules/cleaning.md#author-notes-and-notices). */
  | 'W_NOTICE_KEPT'
  /** A heading that says it is a later page (`（2/3页）`) where its number does not fit: joined to the chapter before (docs/rules/cleaning.md#duplicates-and-repeated-passages). */
  | 'W_STRAY_PAGE_HEADING'
  /** An entry of the folder's 目录.txt names no chapter, or a chapter is not in it (docs/rules/cleaning.md#chapter-order-and-numbering). */
  | 'W_TOC_MISMATCH'
  /** Raw HTML in Markdown: its tags were dropped, its text kept (MD-3). */
  | 'W_RAW_HTML'
  /** A Markdown link to something other than a web or mail address: the link was dropped, its text kept (MD-9). */
  | 'W_MARKDOWN_LINK'
  /** A Markdown footnote cited but not defined, or defined but never cited (MD-7). */
  | 'W_MARKDOWN_NOTE'
  /** A picture the PDF cannot embed (missing, outside the book folder, not PNG/JPEG): its alt text is printed. */
  | 'W_IMAGE_MISSING'
  /**
   * Letters glued before a site's watermark that may be the reader's name it put there (`…老鹰吃小鸡提醒你：看后求收藏…`):
   * the watermark was cut, the letters kept, as no mark tells them from the story's (docs/rules/cleaning.md#the-junk-classifier).
   */
  | 'W_WATERMARK_NAME'
  /** A note reference with no footnote of that id in its chapter. */
  | 'W_NOTE_MISSING'
  /** A footnote nothing refers to: set at its chapter's end rather than dropped. */
  | 'W_NOTE_UNREFERENCED';

/** Every warning code at run time (`--allow` checks its values against it); the type keeps it complete. */
const WARNING_CODE_SET: Readonly<Record<WarningCode, true>> = {
  W_CHAPTER_GAP: true,
  W_DUPLICATE_NUMBER: true,
  W_NUMBER_BACKWARDS: true,
  W_DUPLICATE_CHAPTER: true,
  W_NEAR_DUPLICATE_CHAPTER: true,
  W_REPEATED_PASSAGE: true,
  W_UNBALANCED_QUOTES: true,
  W_CENSORED: true,
  W_LOST_CHARACTER: true,
  W_PRIVATE_USE: true,
  W_REPLACEMENT_CHARACTER: true,
  W_MISSING_GLYPH: true,
  W_ENCODING_GUESSED: true,
  W_ENCODING_REPAIRED: true,
  W_EMPTY_CHAPTER: true,
  W_NO_HAN: true,
  W_CONTROL_CHARACTER: true,
  W_FORMAT_CHARACTER: true,
  W_COVER_TYPE: true,
  W_COVER_SIZE: true,
  W_SKIPPED_FILE: true,
  W_LONE_DASH: true,
  W_ODD_ELLIPSIS: true,
  W_FRONT_MATTER_KEY: true,
  W_MOJIBAKE: true,
  W_NO_CHAPTERS: true,
  W_CHAPTERS_AMBIGUOUS: true,
  W_PLACEHOLDER_CHAPTER: true,
  W_NOTICE_KEPT: true,
  W_STRAY_PAGE_HEADING: true,
  W_TOC_MISMATCH: true,
  W_RAW_HTML: true,
  W_MARKDOWN_LINK: true,
  W_MARKDOWN_NOTE: true,
  W_IMAGE_MISSING: true,
  W_WATERMARK_NAME: true,
  W_NOTE_MISSING: true,
  W_NOTE_UNREFERENCED: true,
};
export const WARNING_CODES = Object.keys(WARNING_CODE_SET) as WarningCode[];

export interface Warning {
  code: WarningCode;
  message: string;
  source?: SourceRef;
  /** Machine-readable details, e.g. `{ missing: [3, 4] }` for W_CHAPTER_GAP. */
  data?: Record<string, unknown>;
}

/** A line or block the pipeline removed, with the rule that removed it. */
export interface Dropped {
  source: string;
  line: number;
  /** Last line (inclusive) of a run of identical drops, e.g. blank lines, written as one entry in report.json. */
  endLine?: number;
  text: string;
  /** Rule id, e.g. `junk.update-time`, `dedupe.repeated-run`, `clean.blank`. */
  reason: string;
}

/** The typed payload of each kind of decision (what report.json's `decisions[].data` holds). */
export interface DecisionData {
  /** How a file was decoded, and how many lines it has (the line accounting counts against this). */
  encoding: { encoding: string; how: string; lines: number; scores?: { encoding: string; score: number }[] };
  'hard-wrap': { width: number; share: number };
  split: { chapters: number; preamble: number; toc: number; volumes: string[] };
  /** Lines used as metadata (front matter, a volume heading) rather than text or dropped. */
  'ingest.lines': { from: number; to: number; use: string };
  clean: { rule: string; count: number };
  dedupe: { rule: string; from: number; to: number; repeats: number; paragraphs: number };
  metadata: { title: string; author: string };
  order: { toc: string; listed: number; unlisted: number };
  'convert.repair': { hits: number; repairs: number };
  /** Names the conversion layer found in the book and keeps in their surname form (conversion/names.ts). */
  'convert.names': { names: string[] };
  'pdf-font-fallback': { characters: string[] };
  /** Verse blocks found in plain text (VERSE-1…4), per file. */
  verse: { blocks: number; lines: number };
  /** Links the PDF sets as plain text, having no absolute URL to point at. */
  'pdf-link': { hrefs: string[] };
}
export type DecisionKind = keyof DecisionData;

/** Something the pipeline decided that a user may want to review (an encoding, a split, a repair). */
export type Decision = {
  [K in DecisionKind]: { kind: K; source: string; message: string; data: DecisionData[K] };
}[DecisionKind];

/** What a step of the pipeline reports besides its result. Plain data: it crosses threads and the cache as JSON. */
export interface Diagnostics {
  readonly warnings: readonly Warning[];
  readonly dropped: readonly Dropped[];
  readonly decisions: readonly Decision[];
}

export const NO_DIAGNOSTICS: Diagnostics = Object.freeze({ warnings: [], dropped: [], decisions: [] });

/** A step's result together with its diagnostics (a stage returns one; so do memoised steps). */
export interface WithDiagnostics<T> {
  value: T;
  diagnostics: Diagnostics;
}

/** Concatenates diagnostics in the order given: the order of the report is the order of the merge. */
export function mergeDiagnostics(parts: readonly Diagnostics[]): Diagnostics {
  const nonEmpty = parts.filter((p) => p.warnings.length || p.dropped.length || p.decisions.length);
  if (nonEmpty.length <= 1) return nonEmpty[0] ?? NO_DIAGNOSTICS;
  return {
    warnings: nonEmpty.flatMap((p) => p.warnings),
    dropped: nonEmpty.flatMap((p) => p.dropped),
    decisions: nonEmpty.flatMap((p) => p.decisions),
  };
}

/**
 * Collects one step's diagnostics; the step returns `collector.done()`. Each step has its own collector, so no
 * step reads what another reported: facts that later steps need travel as typed fields of their results.
 */
export class DiagnosticsCollector {
  readonly warnings: Warning[] = [];
  readonly dropped: Dropped[] = [];
  readonly decisions: Decision[] = [];

  warn(code: WarningCode, message: string, source?: SourceRef, data?: Record<string, unknown>): void {
    this.warnings.push({ code, message, ...(source ? { source } : {}), ...(data ? { data } : {}) });
  }

  drop(source: SourceRef, text: string, reason: string): void {
    this.dropped.push({ source: source.path, line: source.line, text, reason });
  }

  decide<K extends DecisionKind>(kind: K, source: string, message: string, data: DecisionData[K]): void {
    this.decisions.push({ kind, source, message, data } as Decision);
  }

  /** Adds what another step returned (a memoised result, a helper's diagnostics) in place. */
  absorb(diagnostics: Diagnostics): void {
    this.warnings.push(...diagnostics.warnings);
    this.dropped.push(...diagnostics.dropped);
    this.decisions.push(...diagnostics.decisions);
  }

  done(): Diagnostics {
    return { warnings: this.warnings, dropped: this.dropped, decisions: this.decisions };
  }
}
