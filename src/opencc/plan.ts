/** Which dictionary groups an opencc-js conversion runs, in which steps: opencc-js's ConverterBuilder, read as data. */
import type { DictLike } from './trie-builder.ts';

/** A dictionary group: dictionaries matched together, the first listing a key wins. */
export type DictGroup = readonly DictLike[];

/** opencc-js's `Locale` (types/preset.d.ts; its extensionless imports do not resolve under NodeNext: docs/libraries.md#typing-under-module-nodenext). */
export interface LocaleData {
  from: Record<string, DictGroup[]>;
  to: Record<string, DictGroup[]>;
  configs?: Record<string, { normalizationChain?: DictGroup[]; segmentation?: DictLike | DictGroup; conversionChain: DictGroup[] }>;
}

/**
 * The steps of one conversion as opencc-js's ConverterBuilder chooses them: the normalisation groups over the
 * whole text, then a segmentation by phrases, then each group of the chain over every segment on its own.
 */
export interface Plan {
  normalization: DictGroup[];
  segmentation: DictGroup | null;
  chain: DictGroup[];
}

/** opencc-js ConverterBuilder's getConfigName: the OpenCC config a locale pair maps to (s2tw, tw2s …). */
function configName(from: string, to: string): string {
  if (from === 'cn') return `s2${to}`;
  if (to === 'cn') return from === 'hkp' ? 'hk2sp' : from === 'twp' ? 'tw2sp' : `${from}2s`;
  return `${from}2${to}`;
}

/**
 * A config's segmentation as a group, as ConverterFactoryWithSegmentation reads it: a list of dictionary strings is
 * a group, anything else one dictionary.
 */
export function segmentationGroup(seg: DictLike | DictGroup | undefined): DictGroup | null {
  if (!seg) return null;
  return Array.isArray(seg) && seg.every((d) => typeof d === 'string') ? (seg as DictGroup) : [seg as DictLike];
}

/** What opencc-js's `Converter({from, to})` runs: a preset config if one exists, else the from and to groups chained. */
export function planOf(from: string, to: string, locale: LocaleData): Plan {
  const config = locale.configs?.[configName(from, to)];
  if (config)
    return {
      normalization: config.normalizationChain ?? [],
      segmentation: segmentationGroup(config.segmentation),
      chain: config.conversionChain,
    };
  const chain = [...(from === 't' ? [] : locale.from[from]), ...(to === 't' ? [] : locale.to[to])];
  return { normalization: [], segmentation: null, chain };
}
