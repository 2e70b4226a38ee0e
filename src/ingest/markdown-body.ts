/**
 * A Markdown body → blocks and inlines with source lines, through markdown-it (docs/rules/markdown.md): CommonMark
 * with CJK-friendly emphasis (MD-1), footnotes (MD-7) and ruby (MD-10). Pure: text in, blocks and diagnostics out.
 */
import { createRequire } from 'node:module';
import type MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import cjkFriendly from 'markdown-it-cjk-friendly';

type Parser = InstanceType<typeof MarkdownIt>;
import type { Block, SourceRef } from '../model/book.ts';
import type { Inline } from '../model/inline.ts';
import type { DiagnosticsCollector } from '../model/diagnostics.ts';
import { isWide } from '../rules/east-asian.ts';
import { htmlBreak, HTML_DROPPED_WHOLE, stripHtml } from '../rules/raw-html.ts';

/** A top-level `#` heading: where a chapter starts (MD-5). Everything else is a block of the chapter. */
export interface ChapterHeading {
  kind: 'chapterHeading';
  content: Inline[];
  source: SourceRef;
}
export type MarkdownItem = Block | ChapterHeading;

/** What reading one body found besides its blocks, for the line accounting and the warnings. */
export interface MarkdownBody {
  /** Blocks in source order; footnotes (MD-7) come last, as `footnote` blocks whose id noteRefs use. */
  items: MarkdownItem[];
  /** Footnote labels that were referenced (a definition of any other label was dropped by the parser). */
  referenced: Set<string>;
}

let shared: Parser | undefined;

/**
 * The one parser: the CommonMark preset (no tables, no strikethrough: fiction has neither, and a `~` run stays
 * text), raw HTML recognised so it can be dropped (MD-3), setext headings off (MD-4), and the three plugins.
 */
function parser(): Parser {
  if (shared) return shared;
  // Loaded on first use (their CommonJS builds, synchronously): markdown-it costs ~100 ms of start-up that a
  // book of .txt files never needs.
  const require = createRequire(import.meta.url);
  const Markdown = require('markdown-it') as typeof MarkdownIt;
  const footnote = require('markdown-it-footnote') as typeof import('markdown-it-footnote');
  const ruby = require('markdown-it-ruby') as typeof import('markdown-it-ruby').default;
  shared = new Markdown('commonmark', { html: true, linkify: false, typographer: false })
    .disable('lheading')
    .use(cjkFriendly)
    .use(footnote)
    .use(ruby);
  return shared;
}

/** What markdown-it-footnote puts in `meta`: the footnote's index in the document and its label. */
interface FootnoteMeta {
  id: number;
  label: string;
}

const footnoteMeta = (t: Token): FootnoteMeta => t.meta as unknown as FootnoteMeta;

/** Link targets kept as links (MD-9); any other target (a local file, an anchor) cannot resolve in an edition. */
const LINK_SCHEMES = /^(?:https?:|mailto:)/i;

/** Reads `body` (the file's text after its front matter, starting at file line `firstLine`). */
export function readMarkdownBody(body: string, firstLine: number, path: string, report: DiagnosticsCollector): MarkdownBody {
  const env: Record<string, unknown> = {};
  const tokens = parser().parse(body, env);
  const reader = new Reader(tokens, firstLine, path, report);
  const items = reader.blocks(0, tokens.length, true);
  reader.finish();
  return { items, referenced: reader.referenced };
}

/** The id a footnote block and its references share: unique in the file, and a valid XML id. */
export const noteId = (index: number): string => `fn${index + 1}`;

class Reader {
  readonly referenced = new Set<string>();
  private html = { count: 0, first: undefined as SourceRef | undefined, sample: '' };

  constructor(
    private readonly tokens: Token[],
    private readonly offset: number,
    private readonly path: string,
    private readonly report: DiagnosticsCollector,
  ) {}

  /** Source of a block token: markdown-it's map is [first, end) in body lines, 0-based. */
  private source(token: Token, fallback?: SourceRef): SourceRef {
    if (!token.map) return fallback ?? { path: this.path, line: this.offset };
    const [from, to] = token.map;
    const line = from + this.offset;
    const endLine = Math.max(line, to - 1 + this.offset);
    return endLine > line ? { path: this.path, line, endLine } : { path: this.path, line };
  }

  /** The blocks between `start` and `end` (a container's children, or the whole document when `top`). */
  blocks(start: number, end: number, top = false): MarkdownItem[] {
    const out: MarkdownItem[] = [];
    let i = start;
    while (i < end) {
      const t = this.tokens[i];
      const close = t.nesting === 1 ? this.closing(i) : i;
      switch (t.type) {
        case 'paragraph_open':
          out.push(...this.paragraph(this.tokens[i + 1], this.source(t)));
          break;
        case 'heading_open': {
          const level = Number(t.tag.slice(1));
          const content = this.inlines(this.tokens[i + 1], this.source(t).line).content;
          if (top && level === 1) out.push({ kind: 'chapterHeading', content, source: this.source(t) });
          else out.push({ kind: 'heading', level: Math.min(4, Math.max(2, level)) as 2 | 3 | 4, content, source: this.source(t) });
          break;
        }
        case 'blockquote_open':
          out.push({ kind: 'quote', blocks: this.nested(i + 1, close), source: this.source(t) });
          break;
        case 'bullet_list_open':
        case 'ordered_list_open':
          out.push({ kind: 'list', ordered: t.type === 'ordered_list_open', items: this.listItems(i + 1, close), source: this.source(t) });
          break;
        case 'hr':
          out.push({ kind: 'sceneBreak', source: this.source(t) });
          break;
        case 'code_block':
        case 'fence':
          out.push(this.code(t));
          break;
        case 'html_block':
          out.push(...this.htmlBlock(t));
          break;
        case 'footnote_block_open':
          out.push(...this.footnotes(i + 1, close));
          break;
        default:
          // footnote_anchor and the closing halves of containers carry nothing to keep.
          break;
      }
      i = close + 1;
    }
    return out;
  }

  /** Index of the token that closes the one at `open`: the next `x_close` of its `x_open` at the same depth. */
  private closing(open: number): number {
    const type = this.tokens[open].type;
    const close = type.replace(/_open$/, '_close');
    let depth = 0;
    for (let j = open + 1; j < this.tokens.length; j++) {
      if (this.tokens[j].type === type) depth++;
      else if (this.tokens[j].type === close && depth-- === 0) return j;
    }
    return this.tokens.length - 1;
  }

  private nested(start: number, end: number): Block[] {
    return this.blocks(start, end).map((b) => (b.kind === 'chapterHeading' ? { ...b, kind: 'heading', level: 2 } : b));
  }

  private listItems(start: number, end: number): Block[][] {
    const items: Block[][] = [];
    for (let i = start; i < end; i++) {
      if (this.tokens[i].type !== 'list_item_open') continue;
      const close = this.closing(i);
      items.push(this.nested(i + 1, close));
      i = close;
    }
    return items;
  }

  /** Each footnote definition becomes a footnote block (MD-7); its source spans its paragraphs. */
  private footnotes(start: number, end: number): Block[] {
    const notes: Block[] = [];
    for (let i = start; i < end; i++) {
      const t = this.tokens[i];
      if (t.type !== 'footnote_open') continue;
      const close = this.closing(i);
      const blocks = this.nested(i + 1, close);
      const first = blocks[0]?.source ?? { path: this.path, line: this.offset };
      const last = blocks[blocks.length - 1]?.source ?? first;
      const endLine = last.endLine ?? last.line;
      notes.push({
        kind: 'footnote',
        id: noteId(footnoteMeta(t).id),
        blocks,
        source: endLine > first.line ? { path: this.path, line: first.line, endLine } : { path: this.path, line: first.line },
      });
      i = close;
    }
    return notes;
  }

  /** Indented or fenced code: kept verbatim, line by line, as code inside a paragraph. */
  private code(t: Token): Block {
    const lines = t.content.replace(/\n$/, '').split('\n');
    const content: Inline[] = lines.flatMap((text, k): Inline[] =>
      k ? [{ kind: 'lineBreak' }, { kind: 'code', text }] : [{ kind: 'code', text }],
    );
    return { kind: 'paragraph', content, source: this.source(t) };
  }

  /** MD-3: an HTML block's tags go (reported), the text between them stays, a paragraph per line. */
  private htmlBlock(t: Token): Block[] {
    const src = this.source(t);
    const out: Block[] = [];
    const lines = t.content
      .replace(/\n$/, '')
      .replace(HTML_DROPPED_WHOLE, (m) => m.replace(/[^\n]/g, ' '))
      .split('\n');
    const raw = t.content.split('\n');
    lines.forEach((line, k) => {
      const at: SourceRef = { path: this.path, line: src.line + k };
      const text = stripHtml(line);
      if (text !== raw[k]) this.dropHtml(at, raw[k].trim());
      if (text.trim()) out.push({ kind: 'paragraph', content: [{ kind: 'text', text: text.trim() }], source: at });
    });
    return out;
  }

  private dropHtml(at: SourceRef, html: string): void {
    if (!html) return;
    this.report.drop(at, html, 'markdown.raw-html');
    this.html.count++;
    if (!this.html.first) [this.html.first, this.html.sample] = [at, html];
  }

  /**
   * A paragraph's blocks: usually one paragraph; an image standing alone is a figure (MD-6); images inside text
   * split the paragraph around them; lines that all end in a hard break are verse (MD-8).
   */
  private paragraph(inline: Token, src: SourceRef): Block[] {
    const { pieces, softBreaks, hardBreaks } = this.inlines(inline, src.line);
    const out: Block[] = [];
    for (const piece of pieces) {
      if (!Array.isArray(piece)) out.push(piece);
      else if (piece.length && !isBlankContent(piece)) out.push({ kind: 'paragraph', content: piece, source: src });
    }
    if (out.length === 1 && out[0].kind === 'paragraph' && hardBreaks > 0 && softBreaks === 0) {
      const lines = splitAtBreaks(out[0].content);
      if (lines.length >= 2 && lines.every((l) => !isBlankContent(l))) return [{ kind: 'verse', lines, source: src }];
    }
    return out;
  }

  /** Inline tokens → inline content, split at top-level images; counts the line breaks for MD-8. */
  inlines(
    inline: Token | undefined,
    firstLine: number,
  ): { content: Inline[]; pieces: (Inline[] | Block)[]; softBreaks: number; hardBreaks: number } {
    const children = inline?.children ?? [];
    const pieces: (Inline[] | Block)[] = [];
    type Frame = { open: Token; nodes: Inline[] };
    const stack: Frame[] = [{ open: inline as Token, nodes: [] }];
    const top = () => stack[stack.length - 1].nodes;
    let line = firstLine;
    let softBreaks = 0;
    let hardBreaks = 0;
    let lastChar = '';
    let rubyText = '';
    let rubyBase = '';
    let skipUntil: string | undefined;
    const pushText = (text: string) => {
      if (!text) return;
      if (stack.some((f) => f.open?.type === 'ruby_open')) return void (rubyText += text);
      const nodes = top();
      const last = nodes[nodes.length - 1];
      if (last?.kind === 'text') nodes[nodes.length - 1] = { kind: 'text', text: last.text + text };
      else nodes.push({ kind: 'text', text });
      lastChar = text[text.length - 1];
    };
    children.forEach((t, k) => {
      if (skipUntil && !(t.type === 'html_inline' && new RegExp(`^</${skipUntil}\\s*>`, 'i').test(t.content))) {
        if (t.type === 'text') this.dropHtml({ path: this.path, line }, t.content);
        return;
      }
      switch (t.type) {
        case 'text':
          pushText(this.undefinedNotes(t.content, { path: this.path, line }));
          break;
        case 'softbreak':
          softBreaks++;
          line++;
          // MD-2: no space where the line break falls between two East Asian wide characters.
          if (!(isWide(lastChar) && isWide(nextChar(children, k + 1)))) pushText(' ');
          break;
        case 'hardbreak':
          hardBreaks++;
          line++;
          top().push({ kind: 'lineBreak' });
          lastChar = '';
          break;
        case 'em_open':
        case 'strong_open':
        case 'link_open':
        case 'ruby_open':
          stack.push({ open: t, nodes: [] });
          if (t.type === 'ruby_open') rubyText = '';
          break;
        case 'rt_open':
          rubyBase = rubyText;
          rubyText = '';
          break;
        case 'rt_close':
          stack[stack.length - 1].nodes.push({ kind: 'ruby', base: rubyBase, annotation: rubyText });
          lastChar = rubyBase[rubyBase.length - 1] ?? lastChar;
          rubyText = '';
          break;
        case 'em_close':
        case 'strong_close':
        case 'link_close':
        case 'ruby_close': {
          const frame = stack.pop()!;
          if (!frame.nodes.length) break;
          if (t.type === 'ruby_close') append(top(), frame.nodes);
          else if (t.type !== 'link_close') top().push({ kind: t.type === 'em_close' ? 'emphasis' : 'strong', children: frame.nodes });
          else this.link(frame, top(), { path: this.path, line });
          break;
        }
        case 'code_inline':
          top().push({ kind: 'code', text: t.content });
          lastChar = t.content[t.content.length - 1] ?? lastChar;
          break;
        case 'footnote_ref':
          this.referenced.add(footnoteMeta(t).label);
          top().push({ kind: 'noteRef', note: noteId(footnoteMeta(t).id) });
          break;
        case 'image': {
          const image: Block = {
            kind: 'image',
            src: t.attrGet('src')?.toString() ?? '',
            alt: t.content,
            ...(t.attrGet('title') ? { caption: [{ kind: 'text', text: String(t.attrGet('title')) }] } : {}),
            source: { path: this.path, line },
          };
          // An image inside emphasis or a link has nowhere to stand: its alt text stands in for it.
          if (stack.length > 1) pushText(t.content);
          else {
            pieces.push(stack[0].nodes.splice(0), image);
            lastChar = '';
          }
          break;
        }
        case 'html_inline': {
          const at = { path: this.path, line };
          // A <br> is a line break, but not a line of the source: it does not make verse (MD-8).
          if (htmlBreak(t.content)) top().push({ kind: 'lineBreak' });
          const whole = /^<(script|style)\b/i.exec(t.content);
          if (whole) skipUntil = whole[1];
          else if (skipUntil) skipUntil = undefined;
          this.dropHtml(at, t.content);
          break;
        }
        default:
          break;
      }
    });
    // Unclosed frames cannot happen with markdown-it's balanced output, but never lose their text.
    while (stack.length > 1) {
      const frame = stack.pop()!;
      top().push(...frame.nodes);
    }
    pieces.push(stack[0].nodes);
    const content = pieces.filter((p): p is Inline[] => Array.isArray(p)).flat();
    return { content: trimContent(content), pieces: pieces.map((p) => (Array.isArray(p) ? trimContent(p) : p)), softBreaks, hardBreaks };
  }

  /** MD-7: a `[^label]` the parser left as text has no definition: the marker goes, with W_MARKDOWN_NOTE. */
  private undefinedNotes(text: string, at: SourceRef): string {
    if (!text.includes('[^')) return text;
    return text.replace(/\[\^([^\]\s]+)\]/g, (marker, label: string) => {
      this.report.drop(at, marker, 'markdown.undefined-note');
      this.report.warn('W_MARKDOWN_NOTE', `footnote [^${label}] is cited but never defined: the marker is dropped`, at, { label });
      return '';
    });
  }

  /** MD-9: a web or mail link stays a link; any other target is dropped (its text stays) with W_MARKDOWN_LINK. */
  private link(frame: { open: Token; nodes: Inline[] }, into: Inline[], at: SourceRef): void {
    const href = String(frame.open.attrGet('href') ?? '');
    if (LINK_SCHEMES.test(href)) return void into.push({ kind: 'link', href, children: frame.nodes });
    append(into, frame.nodes);
    this.report.drop(at, href, 'markdown.link-target');
    this.report.warn('W_MARKDOWN_LINK', `link target \`${href}\` is not a web or mail address: the link is dropped, its text kept`, at, {
      href,
    });
  }

  /** One warning per file for the raw HTML dropped (MD-3); each tag is in the report's dropped list. */
  finish(): void {
    if (!this.html.count) return;
    this.report.warn(
      'W_RAW_HTML',
      `${this.html.count} piece(s) of raw HTML dropped, their text kept, first \`${this.html.sample.slice(0, 40)}\`: write Markdown instead (*emphasis*, **strong**, > quote)`,
      this.html.first,
      { count: this.html.count },
    );
  }
}

/** First character of the prose after token `from` (for MD-2), or '' at the end of the paragraph. */
function nextChar(children: Token[], from: number): string {
  for (let j = from; j < children.length; j++) {
    const t = children[j];
    if (t.type === 'text' || t.type === 'code_inline') return t.content[0] ?? '';
    if (t.type === 'softbreak' || t.type === 'hardbreak' || t.type === 'image') return '';
  }
  return '';
}

/** Appends inline nodes, merging a text node into a text node before it. */
function append(into: Inline[], nodes: readonly Inline[]): void {
  for (const node of nodes) {
    const last = into[into.length - 1];
    if (node.kind === 'text' && last?.kind === 'text') into[into.length - 1] = { kind: 'text', text: last.text + node.text };
    else into.push(node);
  }
}

function isBlankContent(content: readonly Inline[]): boolean {
  return content.every((n) => (n.kind === 'text' && !n.text.trim()) || n.kind === 'lineBreak');
}

/** Removes whitespace at the start and end of a run of inline content (left by a split or a dropped tag). */
function trimContent(content: Inline[]): Inline[] {
  const out = [...content];
  while (out.length && out[0].kind === 'lineBreak') out.shift();
  while (out.length && out[out.length - 1].kind === 'lineBreak') out.pop();
  // trimStart/trimEnd remove exactly `\s` in linear time; a `\s+$` regex is quadratic on a long inner run of spaces.
  if (out[0]?.kind === 'text') out[0] = { kind: 'text', text: out[0].text.trimStart() };
  const last = out.length - 1;
  if (out[last]?.kind === 'text') out[last] = { kind: 'text', text: (out[last] as { text: string }).text.trimEnd() };
  return out.filter((n) => n.kind !== 'text' || n.text !== '');
}

/** Top-level content split at its line breaks: the lines of a verse (MD-8). */
function splitAtBreaks(content: readonly Inline[]): Inline[][] {
  const lines: Inline[][] = [[]];
  for (const node of content) {
    if (node.kind === 'lineBreak') lines.push([]);
    else lines[lines.length - 1].push(node);
  }
  return lines.map(trimContent);
}
