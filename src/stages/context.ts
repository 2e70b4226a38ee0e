/** What every stage receives besides the book: the resolved settings and the build's reporter. */
import type { Reporter } from '../model/report.ts';
import type { Script } from '../model/book.ts';

/** Settings a stage may read; resolved once at the edge (design.md §8.7), never from process state. */
export interface StageSettings {
  /** Scripts of the editions being built. */
  scripts: readonly Script[];
  /** Encoding forced by book.yaml (`encoding:`), or undefined to detect. */
  encoding?: string;
}

export interface StageContext {
  readonly settings: StageSettings;
  readonly report: Reporter;
}

/** A stage is a pure function from book to book (design.md §8.1). */
export type Stage = (book: import('../model/book.ts').Book, ctx: StageContext) => import('../model/book.ts').Book;
