/** The stages, in order: the book-wide ones once per book, the per-edition ones once per edition script. */
import { cleanBook } from './clean.ts';
import type { NamedStage } from './context.ts';
import { dedupeChapters } from './dedupe.ts';
import { orderChapters } from './order.ts';
import { verseStage } from './verse.ts';

/** ingest → clean → dedupe → verse → order (what `shufang check` runs). */
export const BOOK_STAGES: readonly NamedStage[] = [
  { name: 'clean', run: cleanBook },
  { name: 'dedupe', run: dedupeChapters },
  { name: 'verse', run: verseStage },
  { name: 'order', run: orderChapters },
];

export { EDITION_STAGES } from './edition-stages.ts';
