/** Quote nesting errors per paragraph: the measure behind CLEAN-15 and scripts/bench-fidelity.ts (one definition for both). */

/** Opening quotation mark → its closing mark (OPEN_Q and CLOSE_Q, docs/rules/typography.md#character-classes). */
export const QUOTE_PAIRS: Readonly<Record<string, string>> = { '“': '”', '‘': '’', '「': '」', '『': '』' };
const CLOSERS: ReadonlySet<string> = new Set(Object.values(QUOTE_PAIRS));
const QUOTE_MARK = /[“”‘’「」『』]/g;
const LATIN = /[A-Za-z]/;

/** Why a paragraph is badly nested. */
export type NestingFault =
  /** A closing mark with nothing open. */
  | 'unopened'
  /** A closing mark of another kind than the mark open (“…’). */
  | 'mismatched'
  /** A mark still open at the end of the paragraph, and the next paragraph does not reopen it (PARA-9). */
  | 'unclosed';

export interface NestingReport {
  /** Paragraphs with at least one fault. */
  bad: number;
  paragraphs: number;
  /** Paragraphs per fault (a paragraph may count under several). */
  faults: Record<NestingFault, number>;
  /** Indexes of the bad paragraphs. */
  badIndexes: number[];
  /** For each bad paragraph, the offset of its first fault (for an unclosed mark, the mark left open). */
  offsets: number[];
}

/**
 * Scans a chapter's paragraphs in order with one stack of open quotation marks and reports each paragraph that
 * holds a closing mark with nothing open or of the wrong kind, or that leaves a mark open at its end. A mark
 * left open is allowed when the next paragraph starts with the same opening mark (a speech over several
 * paragraphs, PARA-9): the stack carries over. Otherwise the stack starts empty in each paragraph. ’ between
 * Latin letters is an apostrophe, not a mark.
 */
export function nestingFaults(paragraphs: readonly string[]): NestingReport {
  const faults: Record<NestingFault, number> = { unopened: 0, mismatched: 0, unclosed: 0 };
  const badIndexes: number[] = [];
  const offsets: number[] = [];
  let carried: { mark: string; at: number }[] = [];
  for (let i = 0; i < paragraphs.length; i++) {
    const text = paragraphs[i];
    const stack = carried;
    carried = [];
    const seen = new Set<NestingFault>();
    let first = -1;
    const fault = (f: NestingFault, at: number) => {
      seen.add(f);
      if (first === -1 || at < first) first = at;
    };
    // The reopening mark of a PARA-9 continuation replaces the one carried over.
    QUOTE_MARK.lastIndex = stack.length && text[0] === stack[stack.length - 1].mark ? 1 : 0;
    for (const e of stack) e.at = 0;
    for (let m = QUOTE_MARK.exec(text); m; m = QUOTE_MARK.exec(text)) {
      const ch = m[0];
      if (!CLOSERS.has(ch)) {
        stack.push({ mark: ch, at: m.index });
        continue;
      }
      if (ch === '’' && LATIN.test(text[m.index - 1] ?? '') && LATIN.test(text[m.index + 1] ?? '')) continue;
      if (stack.length === 0) fault('unopened', m.index);
      else if (QUOTE_PAIRS[stack[stack.length - 1].mark] === ch) stack.pop();
      else {
        fault('mismatched', m.index);
        // Resynchronise: the closer ends the nearest open mark of its kind, or nothing if none is open.
        let k = stack.length - 1;
        while (k >= 0 && QUOTE_PAIRS[stack[k].mark] !== ch) k--;
        if (k !== -1) stack.length = k;
      }
    }
    if (stack.length) {
      const next = paragraphs[i + 1];
      if (next !== undefined && next[0] === stack[stack.length - 1].mark) carried = stack;
      else fault('unclosed', stack[0].at);
    }
    for (const f of seen) faults[f]++;
    if (seen.size) {
      badIndexes.push(i);
      offsets.push(first);
    }
  }
  return { bad: badIndexes.length, paragraphs: paragraphs.length, faults, badIndexes, offsets };
}
