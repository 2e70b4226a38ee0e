/** Diagnostics collected while a book is built: warnings, dropped text and decisions (no I/O). */
import type { SourceRef } from './book.ts';

/** Stable warning codes; never renumbered or renamed (design.md §8.5). */
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
  | 'W_EMPTY_CHAPTER'
  | 'W_NO_HAN'
  | 'W_CONTROL_CHARACTER'
  | 'W_SKIPPED_FILE'
  | 'W_LONE_DASH'
  | 'W_ODD_ELLIPSIS'
  /** A front-matter key the pipeline does not know (typo or unsupported field); the key is ignored. */
  | 'W_FRONT_MATTER_KEY';

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

/** Something the pipeline decided that a user may want to review (an encoding, a split). */
export interface Decision {
  kind: string;
  source: string;
  message: string;
  data?: Record<string, unknown>;
}

/** Collects diagnostics; one per build, shared by every stage through the context. */
export class Reporter {
  readonly warnings: Warning[] = [];
  readonly dropped: Dropped[] = [];
  readonly decisions: Decision[] = [];

  warn(code: WarningCode, message: string, source?: SourceRef, data?: Record<string, unknown>): void {
    this.warnings.push({ code, message, ...(source ? { source } : {}), ...(data ? { data } : {}) });
  }

  drop(source: SourceRef, text: string, reason: string): void {
    this.dropped.push({ source: source.path, line: source.line, text, reason });
  }

  decide(kind: string, source: string, message: string, data?: Record<string, unknown>): void {
    this.decisions.push({ kind, source, message, ...(data ? { data } : {}) });
  }
}
