/** Runs stages the way the driver does, collecting their diagnostics into one collector a test can inspect. */
import type { Book } from '../../src/model/book.ts';
import type { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import type { EditionStage, EditionStageContext, Stage, StageContext } from '../../src/stages/context.ts';

export const STAGE_CTX: StageContext = { settings: { scripts: ['zh-Hans', 'zh-Hant'] } };

/** Runs a book stage; its diagnostics go into `report`. */
export function run(stage: Stage, book: Book, report: DiagnosticsCollector, ctx: StageContext = STAGE_CTX): Book {
  const staged = stage(book, ctx);
  report.absorb(staged.diagnostics);
  return staged.book;
}

/** Runs a per-edition stage (convert) for one script; its diagnostics go into `report`. */
export function runFor(stage: EditionStage, book: Book, report: DiagnosticsCollector, ctx: EditionStageContext): Book {
  const staged = stage(book, ctx);
  report.absorb(staged.diagnostics);
  return staged.book;
}
