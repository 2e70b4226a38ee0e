/** The bundled regional fonts each script's editions use (GLYPH-2), as file paths: no font is read here. */
import { createRequire } from 'node:module';
import type { Script } from '../model/book.ts';

/** Absolute font file paths for one edition. */
export interface FontPaths {
  body: string;
  bold?: string;
  /** Tried in order for characters the body (or bold) font lacks. */
  fallback?: string[];
}

/** The Noto Serif package and file stem of each script's regional font (GLYPH-2: SC for zh-Hans, TC for zh-Hant). */
const REGIONAL: Record<Script, { pkg: string; stem: string }> = {
  'zh-Hans': { pkg: '@expo-google-fonts/noto-serif-sc', stem: 'NotoSerifSC' },
  'zh-Hant': { pkg: '@expo-google-fonts/noto-serif-tc', stem: 'NotoSerifTC' },
  'zh-Hant-HK': { pkg: '@expo-google-fonts/noto-serif-hk', stem: 'NotoSerifHK' },
};

/** The bundled regional fonts: body and bold from the script's region, the other region's regular as fallback. */
export function defaultFonts(script: Script): FontPaths {
  const require = createRequire(import.meta.url);
  const file = (s: Script, weight: string): string => {
    const { pkg, stem } = REGIONAL[s];
    return require.resolve(`${pkg}/${weight}/${stem}_${weight}.ttf`);
  };
  // The other regions' regular faces catch what the edition's own font lacks (HK fonts miss some TW forms).
  const others = (['zh-Hans', 'zh-Hant', 'zh-Hant-HK'] as const).filter(
    (s) => s !== script && !(script === 'zh-Hans' && s === 'zh-Hant-HK'),
  );
  return { body: file(script, '400Regular'), bold: file(script, '700Bold'), fallback: others.map((s) => file(s, '400Regular')) };
}
