/** Spans of a line to cut, each with the rule that found it, and their merging (junk-classify.ts, residue.ts). */
import type { Span } from './urls.ts';

export interface RuleSpan extends Span {
  rule: string;
}

/** Spans sorted and merged where they overlap (touching ones stay apart); sorts `spans` in place. */
export function mergeSpans(spans: RuleSpan[]): RuleSpan[] {
  const sorted = spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: RuleSpan[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      // The specific rule names the span: an address inside an advert clause is reported as the address.
      if (last.rule === 'junk.ad') last.rule = s.rule;
    } else out.push({ ...s });
  }
  return out;
}
