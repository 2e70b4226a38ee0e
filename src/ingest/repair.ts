/**
 * Line repairs before chapters are found (docs/rules/cleaning.md#markup-and-script-left-in-the-text, #mojibake): mojibake re-decoded, HTML entities decoded, tags
 * and script stripped. A heading wrapped in `<p>` or spelled in mojibake is then found like any other.
 */
import type { DiagnosticsCollector } from '../model/diagnostics.ts';
import { SCRIPT_CLOSE, SCRIPT_OPEN, isCodeLine, repairMarkup } from '../rules/markup.ts';
import { repairMojibake } from './mojibake.ts';
import { findUrls } from '../rules/urls.ts';
import { gutenbergBoilerplate } from '../rules/gutenberg.ts';
import type { SourceLine } from './lines.ts';

export interface RepairOptions {
  /** Strip HTML (plain-text sources); Markdown keeps its inline HTML. */
  markup: boolean;
}

/**
 * Repaired lines (a `<br>` makes two lines with the same number). Lines removed whole are reported as
 * dropped (`junk.markup`, `junk.script`); removed tags as cut spans; mojibake as W_MOJIBAKE with a sample.
 */
export function repairLines(all: readonly SourceLine[], path: string, report: DiagnosticsCollector, options: RepairOptions): SourceLine[] {
  const out: SourceLine[] = [];
  const lines = withoutBoilerplate(all, path, report);
  let mojibake = 0;
  let sample: { line: number; from: string; to: string; encoding: string } | undefined;
  let decoded = 0;
  let inScript = false;
  for (const line of lines) {
    let text = line.text;
    const fixed = repairMojibake(text);
    if (fixed) {
      mojibake++;
      sample ??= { line: line.n, from: text.trim().slice(0, 24), to: fixed.text.trim().slice(0, 12), encoding: fixed.encoding };
      text = fixed.text;
    }
    if (!options.markup) {
      out.push(fixed ? { n: line.n, text } : line);
      continue;
    }
    const src = { path, line: line.n };
    if (inScript) {
      // Inside a script element that opened on an earlier line: code lines go until it closes; a line of
      // text ends it (an unclosed tag must not swallow the book).
      const close = SCRIPT_CLOSE.exec(text);
      if (close) {
        report.drop(src, text.slice(0, close.index + close[0].length), 'junk.script');
        inScript = false;
        text = text.slice(close.index + close[0].length);
        if (!text.trim()) continue;
      } else if (isCodeLine(text) || !text.trim()) {
        if (text.trim()) report.drop(src, text.trim(), 'junk.script');
        else out.push(line);
        continue;
      } else inScript = false;
    }
    const open = SCRIPT_OPEN.exec(text);
    if (open && !SCRIPT_CLOSE.test(text.slice(open.index))) {
      report.drop(src, text.slice(open.index), 'junk.script');
      inScript = true;
      text = text.slice(0, open.index);
      if (!text.trim()) continue;
    }
    if (isCodeLine(text)) {
      report.drop(src, text.trim(), 'junk.script');
      continue;
    }
    const glued = gluedCode(text);
    if (glued) {
      for (const code of glued.code) report.drop(src, code, 'junk.script');
      text = glued.text;
    }
    const m = repairMarkup(text);
    decoded += m.decoded;
    if (m.parts.length === 0) {
      if (text.trim()) report.drop(src, text.trim(), 'junk.markup');
      else out.push({ n: line.n, text });
      continue;
    }
    if (m.removed.length) report.drop(src, m.removed.join(''), 'junk.markup');
    for (const part of m.parts) out.push(part === line.text ? line : { n: line.n, text: part });
  }
  if (mojibake && sample) {
    report.warn(
      'W_MOJIBAKE',
      `${mojibake} line(s) were ${sample.encoding === 'utf-8 read as gbk' ? 'UTF-8 text decoded as GBK' : `${sample.encoding} text decoded as Latin-1/cp1252`} and were decoded again, e.g. line ${sample.line} “${sample.from}” → “${sample.to}”`,
      { path, line: sample.line },
      { lines: mojibake, encoding: sample.encoding },
    );
  }
  if (decoded) report.decide('clean', path, `HTML entities decoded: ${decoded}`, { rule: 'markup.entities', count: decoded });
  return out;
}

/** An ASCII run at a line's start or end that reads as code, with at least this many characters. */
const MIN_GLUED_CODE = 8;
/** The longest run looked at (isCodeLine reads no longer line): a longer one is not a glued statement. */
const MAX_GLUED_CODE = 2000;
const isAscii = (c: number) => c >= 0x20 && c <= 0x7e;
/** Code, and no address: `woo18.vip(Woo18.vip)` reads as a call but is a site's address twice (the classifier's). */
const isGluedCode = (run: string) => isCodeLine(run) && findUrls(run).length === 0;

/**
 * A script statement glued to a line of text (`…终于还是走了。(adsbygoogle = window.adsbygoogle || []).push({});`,
 * `…document.write("<div>");`): the ASCII run at the line's start or end that isCodeLine reads as code goes, the text
 * stays. Undefined when neither end holds code. Linear: each end is scanned once.
 */
function gluedCode(text: string): { text: string; code: string[] } | undefined {
  const code: string[] = [];
  let rest = text.trimEnd();
  let from = rest.length;
  while (from > 0 && isAscii(rest.charCodeAt(from - 1)) && rest.length - from <= MAX_GLUED_CODE) from--;
  if (from > 0 && rest.length - from >= MIN_GLUED_CODE && isGluedCode(rest.slice(from))) {
    code.push(rest.slice(from).trim());
    rest = rest.slice(0, from);
  }
  const start = rest.length - rest.trimStart().length;
  let to = start;
  while (to < rest.length && isAscii(rest.charCodeAt(to)) && to - start <= MAX_GLUED_CODE) to++;
  if (to < rest.length && to - start >= MIN_GLUED_CODE && isGluedCode(rest.slice(start, to))) {
    code.push(rest.slice(start, to).trim());
    rest = rest.slice(to);
  }
  return code.length ? { text: rest, code } : undefined;
}

/** Lines without Project Gutenberg's header and licence, which are reported as dropped (blank lines as blanks). */
function withoutBoilerplate(lines: readonly SourceLine[], path: string, report: DiagnosticsCollector): readonly SourceLine[] {
  const { header, footer } = gutenbergBoilerplate(lines.map((l) => l.text));
  if (header.length === 0 && footer.length === 0) return lines;
  const gone = new Map<number, string>([
    ...header.map((i) => [i, 'junk.pg-header'] as const),
    ...footer.map((i) => [i, 'junk.pg-footer'] as const),
  ]);
  for (const [i, reason] of gone) report.drop({ path, line: lines[i].n }, lines[i].text, lines[i].text.trim() ? reason : 'clean.blank');
  return lines.filter((_, i) => !gone.has(i));
}
