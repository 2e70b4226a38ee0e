/** Inline content of a text block: text runs with emphasis, links, notes, ruby and code, plus the helpers every stage uses. */

/** A run of inline content. Only `text` nodes and a ruby's base are prose: conversion and cleaning never touch the rest. */
export type Inline =
  | { kind: 'text'; text: string }
  /** 着重号 in print (dots under the characters, clreq), `<em>` in the EPUB. */
  | { kind: 'emphasis'; children: Inline[] }
  | { kind: 'strong'; children: Inline[] }
  /** A link; `href` is never converted or cleaned. */
  | { kind: 'link'; href: string; children: Inline[] }
  /** A reference to the footnote block with this id in the same chapter. */
  | { kind: 'noteRef'; note: string }
  /** 注音: `annotation` (pinyin or zhuyin) set above `base`; only the base is converted. */
  | { kind: 'ruby'; base: string; annotation: string }
  /** A hard line break inside a block. */
  | { kind: 'lineBreak' }
  /** Code or verbatim text: kept exactly as written. */
  | { kind: 'code'; text: string };

/** A plain-text run, the content of every paragraph a .txt source makes. */
export function textRun(text: string): Inline[] {
  return [{ kind: 'text', text }];
}

/** The prose of the inlines (text, ruby bases and code), without markup. */
export function plainText(inlines: readonly Inline[]): string {
  if (inlines.length === 1 && inlines[0].kind === 'text') return inlines[0].text;
  let out = '';
  for (const node of inlines) {
    switch (node.kind) {
      case 'text':
      case 'code':
        out += node.text;
        break;
      case 'ruby':
        out += node.base;
        break;
      case 'emphasis':
      case 'strong':
      case 'link':
        out += plainText(node.children);
        break;
      case 'noteRef':
      case 'lineBreak':
        break;
    }
  }
  return out;
}

/** True when the inlines are one text run (a .txt paragraph): stages take their fast path on it. */
export function isPlainRun(inlines: readonly Inline[]): inlines is [{ kind: 'text'; text: string }] {
  return inlines.length === 1 && inlines[0].kind === 'text';
}

/**
 * Applies `fn` to each prose node on its own (text runs and ruby bases), never to code, links' targets or notes.
 * For rules that may change lengths, such as OpenCC's phrase tables and punctuation normalisation.
 */
export function mapTextNodes(inlines: readonly Inline[], fn: (text: string) => string): Inline[] {
  return inlines.map((node): Inline => {
    switch (node.kind) {
      case 'text':
        return { kind: 'text', text: fn(node.text) };
      case 'ruby':
        return { ...node, base: fn(node.base) };
      case 'emphasis':
      case 'strong':
      case 'link':
        return { ...node, children: mapTextNodes(node.children, fn) };
      default:
        return node;
    }
  });
}

/**
 * Applies a length-preserving `fn` to the concatenated prose of the inlines, then splits the result back at the
 * node boundaries. For rules that need the whole paragraph's context across emphasis and links — quote pairing
 * and restyling by depth — while each character stays in its node.
 */
export function mapTextJoined(inlines: readonly Inline[], fn: (text: string) => string): Inline[] {
  if (isPlainRun(inlines)) return [{ kind: 'text', text: checkedLength(inlines[0].text, fn) }];
  const joined = joinedProse(inlines);
  const mapped = checkedLength(joined, fn);
  if (mapped === joined) return inlines as Inline[];
  let at = 0;
  const take = (n: number) => mapped.slice(at, (at += n));
  return mapTextNodes(inlines, (text) => take(text.length));
}

function joinedProse(inlines: readonly Inline[]): string {
  let out = '';
  mapTextNodes(inlines, (text) => {
    out += text;
    return text;
  });
  return out;
}

function checkedLength(text: string, fn: (text: string) => string): string {
  const out = fn(text);
  if (out.length !== text.length) throw new TypeError(`mapTextJoined needs a length-preserving function (${text.length} → ${out.length})`);
  return out;
}
