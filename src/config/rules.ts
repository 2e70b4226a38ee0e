/**
 * book.yaml `rules:` as one list of Rule: given inline, in a YAML/JSON file of the same entries, or in a
 * legado 替换净化 export (a JSON array of `{ name, pattern, replacement, isRegex, isEnabled }`), converted here.
 */
import * as v from 'valibot';
import { ConfigError } from '../errors.ts';
import { LegadoRule, Pattern, Rule } from './schema.ts';
import { parseWith } from './issues.ts';
import { parseYaml } from './yaml.ts';
import { readUtf8File } from '../util/fs.ts';

/** A rule with where it was written, so a report can name it. */
export interface ResolvedRule extends Rule {
  /** The file that defines it, as shown to the user (book.yaml or the rules file). */
  from: string;
}

/** Fields only a legado export has: a file whose entries carry one of them is read as one. */
const LEGADO_FIELDS = ['replacement', 'isRegex', 'isEnabled'];

/** The rules of `rules:`: inline entries as they are, a file read from `path` (shown as `shownAs`). */
export function loadRules(rules: Rule[] | string | undefined, bookFile: string, file?: { path: string; shownAs: string }): ResolvedRule[] {
  if (rules === undefined) return [];
  if (typeof rules !== 'string') return rules.map((r) => ({ ...r, from: bookFile }));
  if (!file) throw new Error('loadRules: a rules file needs its path');
  const text = readUtf8File(file.path, { shownAs: file.shownAs, Err: ConfigError, what: 'the rules file' });
  const data = parseYaml(text, file.shownAs) ?? [];
  const where = { file: file.shownAs, text };
  const isLegado = Array.isArray(data) && data.some((e) => e && typeof e === 'object' && LEGADO_FIELDS.some((k) => k in e));
  if (!isLegado) return parseWith(v.array(Rule), data, where, ConfigError).map((r) => ({ ...r, from: file.shownAs }));
  return parseWith(v.array(LegadoRule), data, where, ConfigError).flatMap((r, i) => fromLegado(r, i, file.shownAs, text));
}

/**
 * A legado replace rule as ours: a span rule (legado replaces matches in the text), its pattern escaped unless
 * `isRegex`, disabled rules left out. legado patterns are Java regular expressions; one that JavaScript cannot
 * compile is an error naming the entry and its line.
 */
function fromLegado(rule: LegadoRule, index: number, file: string, text: string): ResolvedRule[] {
  if (rule.isEnabled === false) return [];
  const pattern = rule.isRegex === false ? rule.pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : rule.pattern;
  const checked = v.safeParse(Pattern, pattern);
  if (!checked.success) {
    const at = text.indexOf(JSON.stringify(rule.pattern));
    throw new ConfigError(
      `legado rule ${index + 1}${rule.name ? ` (${rule.name})` : ''}: \`pattern\` must be ${checked.issues[0].message}`,
      {
        file,
        line: at < 0 ? undefined : text.slice(0, at).split('\n').length,
        hint: 'legado patterns are Java regular expressions; rewrite this one for JavaScript',
      },
    );
  }
  return [{ id: `legado:${rule.name ?? index + 1}`, pattern, replace: rule.replacement ?? '', scope: 'span', from: file }];
}
