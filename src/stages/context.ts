/** The stage contract: what every stage receives besides the book, and what it returns (docs/architecture.md). */
import type { Book, Script } from '../model/book.ts';
import type { Diagnostics } from '../model/diagnostics.ts';
import type { Term } from '../opencc/user-dictionary.ts';
import type { Memo } from '../util/cache.ts';

/** Settings a stage may read; resolved once at the edge, never from process state. */
export interface StageSettings {
  /** Scripts of the editions being built. */
  scripts: readonly Script[];
  /** Encoding forced by book.yaml (`encoding:`), or undefined to detect. */
  encoding?: string;
  /** Author's notes and notice chapters: left out (listed in the report) or kept as asides; drop when absent. */
  authorNotes?: 'drop' | 'keep';
  /** A folder's table of contents (目录.txt): its path and entries, which give the reading order. */
  toc?: { path: string; entries: readonly { text: string; target?: string }[] };
}

export interface StageContext {
  readonly settings: StageSettings;
  /** Memoises per-chapter work (the disk cache behind it is chosen at the edge); none by default. */
  readonly memo?: Memo;
}

/** A stage's result: the new book and what the stage reported (merged once, by the driver). */
export interface Staged {
  book: Book;
  diagnostics: Diagnostics;
}

/** A stage is a pure function from book to book: no files, no environment, no clock. */
export type Stage = (book: Book, ctx: StageContext) => Staged;

export interface NamedStage {
  name: string;
  run: Stage;
}

/** What a per-edition stage receives: the edition's script and what converting into it needs. */
export interface EditionStageContext {
  readonly script: Script;
  /** The book's user dictionary (book.yaml `dictionary:`), applied before OpenCC. */
  readonly terms: readonly Term[];
  /** Memoises per-chapter work (the disk cache behind it is chosen at the edge); none by default. */
  readonly memo?: Memo;
}

/** A per-edition stage (convert): the same contract, run once for each edition script. */
export type EditionStage = (book: Book, ctx: EditionStageContext) => Staged;
