/** Language tags for each edition (EPUB-1): the OPF takes the script (and the region for Hong Kong), documents add the region. */
import type { Script } from '../../model/book.ts';

/** `dc:language` and the package's xml:lang; the Hong Kong edition is told apart from the Taiwan one here too. */
export const OPF_LANGUAGE: Record<Script, string> = { 'zh-Hans': 'zh-Hans', 'zh-Hant': 'zh-Hant', 'zh-Hant-HK': 'zh-Hant-HK' };
/** `lang`/`xml:lang` of every XHTML document, so reading systems pick regional fonts and `locl` forms (GLYPH-2). */
export const DOCUMENT_LANGUAGE: Record<Script, string> = { 'zh-Hans': 'zh-Hans-CN', 'zh-Hant': 'zh-Hant-TW', 'zh-Hant-HK': 'zh-Hant-HK' };
