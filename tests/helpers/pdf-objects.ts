/** Reads objects back from a PDF through `qpdf --qdf`: the characters each embedded font maps, and the link annotations. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toolOutput } from './tools.ts';

/** The PDF uncompressed, one object after another, as Latin-1 text. */
export function qdf(file: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-qdf-'));
  try {
    const out = join(dir, 'q.pdf');
    toolOutput('qpdf', ['--qdf', '--object-streams=disable', file, out]);
    return readFileSync(out).toString('latin1');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every object's text by its number. */
function objects(text: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of text.matchAll(/\n(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) out.set(Number(m[1]), m[2]);
  return out;
}

/** Characters each Type0 font's ToUnicode CMap maps, by base font name without the subset prefix. */
export function fontCharacters(file: string): Map<string, Set<string>> {
  const all = objects(qdf(file));
  const out = new Map<string, Set<string>>();
  for (const obj of all.values()) {
    if (!obj.includes('/Subtype /Type0')) continue;
    const name = /\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/]+)/.exec(obj)?.[1];
    const ref = /\/ToUnicode (\d+) 0 R/.exec(obj)?.[1];
    if (!name || !ref) continue;
    const cmap = all.get(Number(ref)) ?? '';
    const chars = out.get(name) ?? new Set<string>();
    // pdfkit writes `<first> <last> [<u1> <u2> …]` ranges; every hex string after a `[` is one character.
    for (const arr of cmap.matchAll(/\[([^\]]*)\]/g))
      for (const hex of arr[1].matchAll(/<([0-9a-fA-F]+)>/g)) {
        const units = hex[1].match(/.{4}/g)!.map((h) => Number.parseInt(h, 16));
        chars.add(String.fromCharCode(...units));
      }
    out.set(name, chars);
  }
  return out;
}

export interface LinkAnnotation {
  uri: string;
  /** The rectangle in PDF user space (origin bottom left): x1 y1 x2 y2. */
  rect: [number, number, number, number];
}

/** Every URI link annotation of the file. */
export function linkAnnotations(file: string): LinkAnnotation[] {
  const all = objects(qdf(file));
  const out: LinkAnnotation[] = [];
  for (const obj of all.values()) {
    if (!obj.includes('/Subtype /Link')) continue;
    // The action may be a separate object.
    const action = /\/A (\d+) 0 R/.exec(obj);
    const uri = /\/URI \(([^)]*)\)/.exec(action ? (all.get(Number(action[1])) ?? '') : obj)?.[1];
    const rect = /\/Rect \[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(obj);
    if (uri && rect) out.push({ uri, rect: [+rect[1], +rect[2], +rect[3], +rect[4]] });
  }
  return out;
}
