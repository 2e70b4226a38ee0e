/** Converts a book into one edition's script with OpenCC and restyles its quotation marks (OCC-1, OCC-7, TRAD-3). */
import { type Chapter, chapterText, isTraditional, majorityScript, mapBlocksContent, mapBlockText, type Script } from '../model/book.ts';
import { type Inline, mapTextJoined, mapTextNodes } from '../model/inline.ts';
import { DiagnosticsCollector, type WithDiagnostics } from '../model/diagnostics.ts';
import type { EditionStage } from './context.ts';
import { cacheKey, knownAs, noMemo } from '../util/cache.ts';
import { converter, type Conversion } from '../opencc/converter.ts';
import { overConversionHits, REPAIRABLE } from '../rules/over-conversion.ts';
import { QUOTE_STYLES, restyleQuotes } from '../rules/quotes.ts';
import { type Term, withTerms } from '../opencc/user-dictionary.ts';
import { bookNames, type DetectedName, layeredConverter } from '../conversion/index.ts';

/** Marker hits from which a Traditional chapter counts as machine-converted from Simplified. */
const OVER_CONVERSION_THRESHOLD = 2;

/**
 * The convert stage, run once per edition script. The zh-Hans edition converts Traditional chapters (tw→cn)
 * and keeps Simplified ones verbatim; the zh-Hant edition converts Simplified chapters (cn→tw, never twp: it
 * turns 的士兵 into 計程車兵) and repairs over-converted Traditional ones. Quotes are then mapped by depth.
 */
export const convertScript: EditionStage = (book, ctx) => {
  const target = ctx.script;
  const memo = ctx.memo ?? noMemo;
  const report = new DiagnosticsCollector();
  const quotes = QUOTE_STYLES[target];
  const metaScript = book.meta.language ?? majorityScript(book.chapters);
  // Names are read from the whole book once: a chapter alone may not show that 范 before 进 is a surname.
  const names = isTraditional(target) ? bookNames(book, memo) : [];
  if (names.length)
    report.decide(
      'convert.names',
      book.meta.slug,
      `${names.length} names kept in their surname form: ${names.map((n) => n.text).join('、')}`,
      {
        names: names.map((n) => n.text),
      },
    );
  const convertText = textConverter(ctx.terms, names);
  const toTarget = (text: string, from: Script) => restyleQuotes(convertText(text, from, target), quotes);
  // Text nodes convert one by one (OpenCC never sees markup); quotes are restyled by depth over the whole block.
  const convertContent = (content: Inline[], from: Script) =>
    mapTextJoined(
      mapTextNodes(content, (t) => convertText(t, from, target)),
      (t) => restyleQuotes(t, quotes),
    );
  // What every chapter's key shares, hashed once; none without a cache (noMemo never reads a key).
  const shared = memo === noMemo ? '' : cacheKey('convert', target, ctx.terms, names);
  const chapters = book.chapters.map((source) => {
    // Each chapter converts on its own, so an unchanged chapter of a long serial comes from the cache.
    const key = memo === noMemo ? '' : cacheKey(shared, source);
    const converted = memo(['convert', key], (): WithDiagnostics<Chapter> => {
      const own = new DiagnosticsCollector();
      const repaired = isTraditional(target) && source.script === 'zh-Hant' ? repairChapter(source, own) : source;
      const blocks = mapBlocksContent(repaired.blocks, (content) => convertContent(content, source.script));
      // Titles may come from book.yaml in the book's script rather than the chapter's: always convert them.
      const other: Script = isTraditional(target) ? 'zh-Hans' : 'zh-Hant';
      const title = restyleQuotes(convertText(repaired.title, other, target), quotes);
      const volume = repaired.volume === undefined ? undefined : convertText(repaired.volume, other, target);
      return { value: { ...repaired, blocks, title, volume, script: target }, diagnostics: own.done() };
    });
    report.absorb(converted.diagnostics);
    // The renderers' keys (EPUB document, PDF line shapes) name the converted chapter by this key.
    return memo === noMemo ? converted.value : knownAs(converted.value, key);
  });
  const meta = {
    ...book.meta,
    title: convertText(book.meta.title, metaScript, target),
    author: convertText(book.meta.author, metaScript, target),
    ...(book.meta.description ? { description: toTarget(book.meta.description, metaScript) } : {}),
  };
  return { book: { meta, chapters }, diagnostics: report.done() };
};

/**
 * Converts text between scripts (same script: verbatim), with the book's own terms applied first and the
 * conversion layer (conversion/: names, classical usages, Taiwan forms) between them and OpenCC.
 */
export function textConverter(
  terms: readonly Term[] = [],
  names: readonly DetectedName[] = [],
): (text: string, from: Script, to: Script) => string {
  // Built on first use: the cn→tw converter costs ~0.45 s and 80 MB, and a zh-Hans edition of a Simplified book never needs it.
  const built = new Map<Conversion, (t: string) => string>();
  const get = (c: Conversion, direction: 'hans-to-hant' | 'hant-to-hans') => {
    let fn = built.get(c);
    if (!fn) built.set(c, (fn = withTerms(layeredConverter(c, names), terms, direction)));
    return fn;
  };
  return (text, from, to) => {
    if (from === to) return text;
    if (from === 'zh-Hans') return get(to === 'zh-Hant-HK' ? 's2hk' : 's2tw', 'hans-to-hant')(text);
    if (to === 'zh-Hans') return get('tw2s', 'hant-to-hans')(text);
    return get('tw2hk', 'hans-to-hant')(text); // Taiwan forms → Hong Kong forms
  };
}

/**
 * Repairs a Traditional chapter that a naive tool converted from Simplified (seed 002: 地麵, 怎麽迴事, 隻能).
 * A tw→cn→tw round trip fixes those, but on genuine Traditional text it also breaks characters, so its
 * changes are kept only at the characters naive converters get wrong (rules/over-conversion.ts).
 */
function repairChapter(chapter: Chapter, report: DiagnosticsCollector): Chapter {
  const hits = overConversionHits(chapterText(chapter));
  if (hits < OVER_CONVERSION_THRESHOLD) return chapter;
  let repairs = 0;
  const repair = (text: string) => {
    const roundTrip = converter('s2tw')(converter('tw2s')(text));
    if (roundTrip.length !== text.length) return text; // phrase tables changed lengths: do not guess an alignment
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const keep = roundTrip[i] !== text[i] && REPAIRABLE.has(text[i]);
      if (keep) repairs++;
      out += keep ? roundTrip[i] : text[i];
    }
    return out;
  };
  const result = mapBlockText(chapter, repair);
  report.decide(
    'convert.repair',
    chapter.sources.join(', '),
    `"${chapter.title}": ${hits} signs of a naive Simplified→Traditional conversion; ${repairs} characters repaired by a tw→cn→tw round trip`,
    { hits, repairs },
  );
  return result;
}
