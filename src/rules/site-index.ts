/** The lexicon's site names (site-lexicon.ts, kind `site`) as one phrase index, shared by every reader of names. */
import { PhraseIndex } from './phrase-index.ts';
import { LEXICON_ENTRIES } from './site-lexicon.ts';

export const SITE_ENTRIES = LEXICON_ENTRIES.filter((e) => e.kind === 'site');
export const SITE_INDEX = new PhraseIndex(SITE_ENTRIES.map((e) => e.phrase));
