/**
 * Project Gutenberg's header and licence around a text (corpus rulinwaishi PG #24032 excerpts, xiyouji
 * PG #23962): everything before `*** START OF THIS PROJECT GUTENBERG EBOOK … ***` (and a `Produced by` line
 * right after it) is header, everything from `End of the Project Gutenberg EBook of …` or `*** END OF …` on
 * is footer and licence.
 */

const START = /^\*{3}\s{0,3}start of (?:the|this) project gutenberg e-?book\b/i;
const END = /^(?:\*{3}\s{0,3}end of (?:the|this) project gutenberg e-?book\b|end of (?:the |this )?project gutenberg'?s? e-?book\b)/i;
const PRODUCED = /^(?:produced by|e-?text prepared by)\b/i;
/** The START marker is looked for this far in; the header of a PG text is about 20 lines. */
const HEADER_LINES = 120;
/** A `Produced by` line counts as header this far after START. */
const PRODUCED_WITHIN = 12;

export interface Boilerplate {
  /** Line indices (0-based) of header lines, START marker included. */
  header: number[];
  /** Line indices of footer lines, from the END marker (or the `End of the Project Gutenberg…` line) on. */
  footer: number[];
}

/** Header and footer lines of a Project Gutenberg text; both empty when the markers are absent. */
export function gutenbergBoilerplate(lines: readonly string[]): Boilerplate {
  const header: number[] = [];
  const footer: number[] = [];
  const start = lines.slice(0, HEADER_LINES).findIndex((l) => START.test(l.trim()));
  if (start >= 0) {
    for (let i = 0; i <= start; i++) header.push(i);
    for (let i = start + 1; i < Math.min(lines.length, start + PRODUCED_WITHIN); i++) if (PRODUCED.test(lines[i].trim())) header.push(i);
  }
  const end = lines.findIndex((l, i) => i > start && END.test(l.trim()));
  if (end >= 0) for (let i = end; i < lines.length; i++) footer.push(i);
  return { header, footer };
}
