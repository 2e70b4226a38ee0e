/** The stages, in order: the book-wide ones once per book, the per-edition ones once per edition script. */
import { cleanBook } from './clean.ts';
import type { EditionStage, NamedStage } from './context.ts';
import { convertScript } from './convert.ts';
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

/** Run for each edition script, before its renderers. */
export const EDITION_STAGES: readonly { name: string; run: EditionStage }[] = [{ name: 'convert', run: convertScript }];
