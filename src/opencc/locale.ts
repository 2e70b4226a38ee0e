/** opencc-js's dictionaries as data (its `Locale`), typed once for every reader: converters, detection, folding. */
import * as OpenCC from 'opencc-js';
import type { LocaleData } from './plan.ts';

export const openccLocale: LocaleData = (OpenCC as unknown as { Locale: LocaleData }).Locale;

/** A dictionary's entries as [key, values] (values space-separated, first the default): opencc-js ships most as one `|`-separated string. */
export function dictEntries(dict: LocaleData['to'][string][number][number]): [string, string][] {
  if (typeof dict !== 'string') return dict.map(([k, v]) => [k, v]);
  return dict.split('|').map((e) => {
    const space = e.indexOf(' ');
    return space < 0 ? [e, ''] : [e.slice(0, space), e.slice(space + 1)];
  });
}
