/**
 * The per-edition stages, run once per edition script before its renderers. Apart from the book-wide stages
 * (index.ts) so that a render worker, which runs only these, does not load the cleaner's rules.
 */
import type { EditionStage } from './context.ts';
import { convertScript } from './convert.ts';

/** Run for each edition script, before its renderers. */
export const EDITION_STAGES: readonly { name: string; run: EditionStage }[] = [{ name: 'convert', run: convertScript }];
