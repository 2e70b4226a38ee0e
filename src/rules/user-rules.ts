/**
 * A book's own cleaning rules (book.yaml `rules:`, docs/rules/cleaning.md#user-rules): each line, after the
 * decoding repairs and before chapter detection and every built-in junk rule, goes through them in order.
 * A `line` rule drops a line that matches; a `span` rule removes or replaces what matches.
 */
import type { SourceLine } from '../ingest/lines.ts';

/** A rule as book.yaml (or its rules file, or a legado export) gives it. */
export interface UserRule {
  id: string;
  pattern: string;
  replace?: string;
  scope: 'line' | 'span';
}

export interface CompiledRule {
  id: string;
  scope: 'line' | 'span';
  re: RegExp;
  replace?: string;
}

/** JavaScript regular expressions with the `u` flag, as the config schema checks them (config/schema.ts PATTERN_FLAGS). */
const FLAGS = 'u';

/** The rules compiled once per book; a span rule replaces every match. */
export function compileRules(rules: readonly UserRule[]): CompiledRule[] {
  return rules.map((r) => ({
    id: r.id,
    scope: r.scope,
    re: new RegExp(r.pattern, r.scope === 'span' ? `${FLAGS}g` : FLAGS),
    ...(r.replace !== undefined ? { replace: r.replace } : {}),
  }));
}

/** What the rules did to a file's lines, for the report. */
export interface RulePass {
  lines: SourceLine[];
  /** A whole line dropped, or the text a span rule removed, with the id of the rule. */
  drops: { line: number; text: string; rule: string }[];
  /** Matches a span rule replaced with other text, counted per rule. */
  replaced: Map<string, number>;
}

/** Runs the rules over the lines; a line that a span rule leaves empty is dropped under that rule. */
export function applyRules(lines: readonly SourceLine[], rules: readonly CompiledRule[]): RulePass {
  const pass: RulePass = { lines: [], drops: [], replaced: new Map() };
  if (rules.length === 0) return { ...pass, lines: [...lines] };
  for (const line of lines) {
    let text = line.text;
    let gone: string | undefined;
    for (const rule of rules) {
      if (rule.scope === 'line') {
        if (rule.re.test(text)) {
          gone = rule.id;
          break;
        }
        continue;
      }
      rule.re.lastIndex = 0;
      const before = text;
      text = text.replace(rule.re, (...args: unknown[]) => {
        const match = args[0] as string;
        if (match === '') return '';
        if (!rule.replace) {
          pass.drops.push({ line: line.n, text: match, rule: rule.id });
          return '';
        }
        pass.replaced.set(rule.id, (pass.replaced.get(rule.id) ?? 0) + 1);
        const named = typeof args[args.length - 1] === 'object' ? (args[args.length - 1] as Record<string, string | undefined>) : undefined;
        const groups = args.slice(1, named ? -3 : -2) as (string | undefined)[];
        return expand(rule.replace, match, groups, named);
      });
      if (before.trim() !== '' && text.trim() === '') {
        gone = rule.id;
        break;
      }
    }
    if (gone !== undefined) {
      // The whole line is in the report under the rule that removed it (not its spans one by one).
      while (pass.drops.length && pass.drops[pass.drops.length - 1].line === line.n) pass.drops.pop();
      pass.drops.push({ line: line.n, text: line.text, rule: gone });
      continue;
    }
    pass.lines.push(text === line.text ? line : { n: line.n, text });
  }
  return pass;
}

/** A replacement string read as String.prototype.replace reads it: `$$`, `$&`, `$1`…`$99`, `$<name>`. */
function expand(
  replace: string,
  match: string,
  groups: readonly (string | undefined)[],
  named?: Record<string, string | undefined>,
): string {
  return replace.replace(/\$(\$|&|<([^>]*)>|(\d{1,2}))/g, (token, what: string, name?: string, digits?: string) => {
    if (what === '$') return '$';
    if (what === '&') return match;
    if (name !== undefined) return named?.[name] ?? '';
    const i = Number(digits);
    return i >= 1 && i <= groups.length ? (groups[i - 1] ?? '') : token;
  });
}
