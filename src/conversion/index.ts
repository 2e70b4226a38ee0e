/** The conversion layer's entry points for the convert stage: the book's names, and a layered converter. */
import { type Book, chapterText } from '../model/book.ts';
import { type Conversion, converter } from '../opencc/converter.ts';
import { withLayer } from './layer.ts';
import { type Memo, noMemo } from '../util/cache.ts';
import { type DetectedName, detectNames } from './names.ts';

export type { DetectedName } from './names.ts';

/** OpenCC's converter for `conversion`, with the layer above it where it converts Simplified to Traditional. */
export function layeredConverter(conversion: Conversion, names: readonly DetectedName[]): (text: string) => string {
  if (conversion === 's2tw') return withLayer(converter(conversion), { region: 'tw', names });
  if (conversion === 's2hk') return withLayer(converter(conversion), { region: 'hk', names });
  return converter(conversion);
}

/** Names detected in the book's Simplified chapters (the ones the Traditional editions convert); `memo` keeps each chapter's scan. */
export function bookNames(book: Book, memo: Memo = noMemo): DetectedName[] {
  return detectNames(book.chapters.filter((c) => c.script === 'zh-Hans').map(chapterText), memo);
}
