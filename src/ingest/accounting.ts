/** Line accounting: every input line is kept in a chapter, consumed as metadata, or dropped with a reason. */
import type { Chapter } from '../model/book.ts';
import type { Decision, DecisionData, Diagnostics, DiagnosticsCollector } from '../model/diagnostics.ts';

/** Decision kind for lines that became metadata (front matter, a volume heading) rather than text. */
export const CONSUMED = 'ingest.lines';
/** Decision kind that records each file's encoding and line count. */
export const ENCODING = 'encoding';

/** Records lines `from`–`to` of `path` as used for `use` (not text, not dropped). */
export function recordConsumed(report: DiagnosticsCollector, path: string, from: number, to: number, use: string): void {
  report.decide(CONSUMED, path, `line${from === to ? ` ${from}` : `s ${from}–${to}`}: ${use}`, { from, to, use });
}

export interface LineAccount {
  path: string;
  /** Lines in the file (from the encoding decision). */
  lines: number;
  /** Lines in a chapter block or heading. */
  kept: number;
  /** Kept lines that also had a span cut out (junk, a duplicate mark): in `kept` too. */
  edited: number;
  /** Lines used as front matter or volume headings. */
  consumed: number;
  /** Lines dropped, with a reason. */
  dropped: number;
  /** Lines that are nowhere: must be empty. */
  missing: number[];
  /** kept + consumed + dropped = lines, and nothing missing. */
  balanced: boolean;
}

type DecisionOf<K extends keyof DecisionData> = Extract<Decision, { kind: K }>;
const isKind =
  <K extends keyof DecisionData>(kind: K) =>
  (d: Decision): d is DecisionOf<K> =>
    d.kind === kind;

/** Reconciles every input line from the chapters and the diagnostics alone. */
export function reconcile(chapters: readonly Chapter[], diagnostics: Diagnostics): LineAccount[] {
  const files = diagnostics.decisions.filter(isKind(ENCODING));
  const consumedRanges = diagnostics.decisions.filter(isKind(CONSUMED));
  return files.map((file) => {
    const path = file.source;
    const total = file.data.lines;
    const kept = new Set<number>();
    for (const chapter of chapters) {
      if (chapter.headingSource?.path === path) kept.add(chapter.headingSource.line);
      for (const block of chapter.blocks) {
        if (block.source.path !== path) continue;
        for (let n = block.source.line; n <= (block.source.endLine ?? block.source.line); n++) kept.add(n);
      }
    }
    const consumed = new Set<number>();
    for (const d of consumedRanges) {
      if (d.source !== path) continue;
      for (let n = d.data.from; n <= d.data.to; n++) consumed.add(n);
    }
    const dropped = new Set<number>();
    const edited = new Set<number>();
    for (const d of diagnostics.dropped) {
      if (d.source !== path) continue;
      if (kept.has(d.line)) edited.add(d.line);
      else dropped.add(d.line);
    }
    const missing: number[] = [];
    for (let n = 1; n <= total; n++) if (!kept.has(n) && !consumed.has(n) && !dropped.has(n)) missing.push(n);
    const counted = kept.size + [...consumed].filter((n) => !kept.has(n)).length + dropped.size;
    return {
      path,
      lines: total,
      kept: kept.size,
      edited: edited.size,
      consumed: consumed.size,
      dropped: dropped.size,
      missing,
      balanced: missing.length === 0 && counted === total,
    };
  });
}
