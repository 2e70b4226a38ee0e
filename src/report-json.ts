/** The build report written as `<slug>.report.json`: what was built, and everything the pipeline changed or removed. */
import type { Book, Script } from './model/book.ts';
import { chapterText } from './model/book.ts';
import type { Decision, Diagnostics, Dropped, Warning } from './model/diagnostics.ts';
import type { ResolvedConfig, Format } from './config/resolve.ts';

export interface OutputRecord {
  path: string;
  format: Format | 'report';
  script?: Script;
  bytes: number;
  sha256: string;
}

export interface ReportJson {
  book: {
    title: string;
    author: string;
    slug: string;
    template: string;
    scripts: Script[];
    formats: Format[];
    date: string;
    input: string[];
  };
  chapters: {
    id: string;
    title: string;
    number: number | null;
    volume: string | null;
    sources: string[];
    script: Script;
    paragraphs: number;
    characters: number;
  }[];
  dropped: Dropped[];
  warnings: Warning[];
  decisions: Decision[];
  outputs: OutputRecord[];
}

/** Assembles the report from the final book (before conversion: titles as the sources wrote them). */
export function buildReport(book: Book, config: ResolvedConfig, diagnostics: Diagnostics, outputs: OutputRecord[]): ReportJson {
  return {
    book: {
      title: book.meta.title,
      author: book.meta.author,
      slug: book.meta.slug,
      template: config.template.name,
      scripts: config.scripts,
      formats: config.formats,
      date: config.now.toISOString(),
      input: config.files.map((f) => f.path),
    },
    chapters: book.chapters.map((c) => ({
      id: c.id,
      title: c.title,
      number: c.number ?? null,
      volume: c.volume ?? null,
      sources: c.sources,
      script: c.script,
      paragraphs: c.blocks.filter((b) => b.kind === 'paragraph').length,
      characters: [...chapterText(c).replace(/\n/g, '')].length,
    })),
    dropped: compactDropped(diagnostics.dropped),
    warnings: [...diagnostics.warnings],
    decisions: [...diagnostics.decisions],
    outputs,
  };
}

/**
 * Runs of blank lines dropped for the same reason become one entry with `endLine` (a hard-wrapped novel has
 * ten thousand of them); every other drop keeps its own entry, so its text stays in the report.
 */
export function compactDropped(dropped: readonly Dropped[]): Dropped[] {
  const out: Dropped[] = [];
  for (const d of dropped) {
    const last = out[out.length - 1];
    const blank = d.text.trim() === '';
    if (
      last &&
      blank &&
      last.text.trim() === '' &&
      last.source === d.source &&
      last.reason === d.reason &&
      (last.endLine ?? last.line) + 1 === d.line
    ) {
      last.endLine = d.line;
    } else out.push({ ...d });
  }
  return out;
}
