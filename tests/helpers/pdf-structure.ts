/** Reads a tagged PDF back through `qpdf --json`: catalog entries, the structure tree, each page's marked content with its text, and the ParentTree (PDF-1…PDF-6). */
import assert from 'node:assert/strict';
import { toolOutput } from './tools.ts';

type Value = unknown;
type Dict = Record<string, Value>;

/** A marked-content sequence of a page, in content order, with the text its glyphs map to (through /ToUnicode). */
export interface Marked {
  tag: string;
  mcid?: number;
  /** Artifact /Type. */
  type?: string;
  text: string;
}

export interface PageContent {
  /** The page's /StructParents key, if it has one. */
  key?: number;
  marked: Marked[];
  /** Text drawn outside every marked-content sequence (PDF/UA allows none). */
  loose: string;
  /** Object numbers of its annotations. */
  annots: string[];
}

export type Kid = StructNode | { page: number; mcid: number } | { annot: string };

export interface StructNode {
  ref: string;
  type: string;
  title?: string;
  alt?: string;
  /** The Layout attribute's BBox. */
  bbox?: number[];
  /** The element identifier (/ID). */
  id?: string;
  kids: Kid[];
}

export interface TaggedPdf {
  lang?: string;
  marked: boolean;
  displayDocTitle: boolean;
  infoTitle?: string;
  xmp: string;
  /** The StructTreeRoot's kids. */
  root: StructNode[];
  pages: PageContent[];
  /** ParentTree: key → element ref (an annotation) or per-MCID element refs (a page). */
  parentTree: Map<number, string | (string | null)[]>;
  /** Annotation object → its /StructParent. */
  annotParent: Map<string, number>;
}

const isNode = (k: Kid): k is StructNode => 'type' in k;

/** Text of an element: its content in tree order. */
export function textOf(node: StructNode, pdf: TaggedPdf): string {
  return node.kids
    .map((k) => {
      if (isNode(k)) return textOf(k, pdf);
      if ('annot' in k) return '';
      return pdf.pages[k.page].marked.find((m) => m.mcid === k.mcid)?.text ?? '';
    })
    .join('');
}

/** Every element under `nodes`, depth first. */
export function walkTree(nodes: StructNode[], out: StructNode[] = []): StructNode[] {
  for (const n of nodes) {
    out.push(n);
    walkTree(n.kids.filter(isNode), out);
  }
  return out;
}

export const childNodes = (n: StructNode): StructNode[] => n.kids.filter(isNode);

/** Every MCID reference in the tree, with the element holding it. */
export function contentRefs(nodes: StructNode[]): { node: StructNode; page: number; mcid: number }[] {
  const out: { node: StructNode; page: number; mcid: number }[] = [];
  for (const node of walkTree(nodes))
    for (const k of node.kids) if (!isNode(k) && 'mcid' in k) out.push({ node, page: k.page, mcid: k.mcid });
  return out;
}

/** Every MCID drawn on a page is in the tree once, and the ParentTree maps it to the element holding it (PDF-1). */
export function assertMcidsRoundTrip(pdf: TaggedPdf): void {
  const refs = contentRefs(pdf.root);
  const seen = new Set<string>();
  for (const r of refs) {
    const id = `${r.page}:${r.mcid}`;
    assert.ok(!seen.has(id), `MCID ${id} is in the tree twice`);
    seen.add(id);
  }
  pdf.pages.forEach((page, p) => {
    assert.equal(page.loose, '', `page ${p + 1} draws text outside marked content`);
    const mcids = page.marked.filter((m) => m.mcid !== undefined).map((m) => m.mcid!);
    assert.deepEqual(
      mcids,
      mcids.map((_, i) => i),
      `page ${p + 1}: MCIDs are 0…n−1 in content order`,
    );
    for (const m of page.marked) if (m.tag === 'Artifact') assert.equal(m.mcid, undefined, `page ${p + 1}: an artifact with an MCID`);
    if (mcids.length === 0) return;
    assert.ok(page.key !== undefined, `page ${p + 1} has marked content but no /StructParents`);
    const parents = pdf.parentTree.get(page.key!);
    assert.ok(Array.isArray(parents), `page ${p + 1}: no ParentTree array`);
    assert.equal(parents.length, mcids.length, `page ${p + 1}: ParentTree entries`);
    for (const mcid of mcids) {
      assert.ok(seen.has(`${p}:${mcid}`), `page ${p + 1} MCID ${mcid} is in no element`);
      const holder = refs.find((r) => r.page === p && r.mcid === mcid)!.node;
      assert.equal(parents[mcid], holder.ref, `page ${p + 1} MCID ${mcid}: ParentTree points elsewhere`);
    }
  });
  for (const r of refs)
    assert.ok(
      pdf.pages[r.page]?.marked.some((m) => m.mcid === r.mcid),
      `the tree refers to page ${r.page + 1} MCID ${r.mcid}, not drawn`,
    );
}

const str = (v: Value): string | undefined => (typeof v === 'string' ? v.replace(/^[ub]:/, '') : undefined);

export function readTagged(file: string): TaggedPdf {
  const json = JSON.parse(toolOutput('qpdf', ['--json', '--json-stream-data=inline', '--decode-level=generalized', file]));
  const objs: Record<string, { value?: Value; stream?: { dict: Dict; data?: string } }> = json.qpdf[1];
  const get = (ref: Value): Dict => {
    if (typeof ref === 'string' && / R$/.test(ref)) {
      const o = objs[`obj:${ref}`];
      return (o?.value ?? o?.stream?.dict ?? {}) as Dict;
    }
    return (ref ?? {}) as Dict;
  };
  const data = (ref: Value): string => {
    const s = objs[`obj:${ref}`]?.stream?.data;
    return s ? Buffer.from(s, 'base64').toString('latin1') : '';
  };
  const trailer = objs.trailer.value as Dict;
  const catalog = get(trailer['/Root']);
  const info = get(trailer['/Info']);
  // pdfkit writes each Info entry as an object of its own.
  const title = info['/Title'];
  const infoTitle = str(typeof title === 'string' && / R$/.test(title) ? objs[`obj:${title}`]?.value : title);
  const pageRefs: string[] = json.pages.map((p: { object: string }) => p.object);
  const pageIndex = new Map(pageRefs.map((r, i) => [r, i]));

  const cmaps = new Map<string, Map<number, string>>();
  const cmapOf = (fontRef: string): Map<number, string> => {
    let m = cmaps.get(fontRef);
    if (!m) cmaps.set(fontRef, (m = parseCMap(data(get(fontRef)['/ToUnicode']))));
    return m;
  };

  const annotParent = new Map<string, number>();
  const pages: PageContent[] = pageRefs.map((ref) => {
    const page = get(ref);
    const fonts = get(get(page['/Resources'])['/Font']) as Record<string, string>;
    const contents = page['/Contents'];
    const stream = (Array.isArray(contents) ? contents : [contents]).map(data).join('\n');
    const annots = ((page['/Annots'] as string[] | undefined) ?? []).map(String);
    for (const a of annots) {
      const sp = get(a)['/StructParent'];
      if (typeof sp === 'number') annotParent.set(a, sp);
    }
    const key = page['/StructParents'];
    return { ...parseContent(stream, (name) => cmapOf(fonts[`/${name}`])), annots, ...(typeof key === 'number' ? { key } : {}) };
  });

  const treeRoot = get(catalog['/StructTreeRoot']);
  const parentTree = new Map<number, string | (string | null)[]>();
  collectNums(get(treeRoot['/ParentTree']), get, parentTree);
  const node = (ref: string, inherited?: string): StructNode => {
    const d = get(ref);
    const pg = (d['/Pg'] as string | undefined) ?? inherited;
    const raw = d['/K'];
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    const kids: Kid[] = list.map((k) => {
      if (typeof k === 'number') return { page: pageIndex.get(pg!)!, mcid: k };
      if (typeof k === 'string') return node(k, pg);
      const kd = k as Dict;
      if (kd['/Type'] === '/MCR') return { page: pageIndex.get(String(kd['/Pg'] ?? pg))!, mcid: kd['/MCID'] as number };
      if (kd['/Type'] === '/OBJR') return { annot: String(kd['/Obj']) };
      throw new Error(`unexpected kid ${JSON.stringify(k)}`);
    });
    return {
      ref,
      type: String(d['/S']).replace(/^\//, ''),
      ...(str(d['/T']) !== undefined ? { title: str(d['/T'])! } : {}),
      ...(str(d['/Alt']) !== undefined ? { alt: str(d['/Alt'])! } : {}),
      ...(str(d['/ID']) !== undefined ? { id: str(d['/ID'])! } : {}),
      ...(Array.isArray(get(d['/A'])['/BBox']) ? { bbox: get(d['/A'])['/BBox'] as number[] } : {}),
      kids,
    };
  };
  const rootKids = treeRoot['/K'];
  const root = (Array.isArray(rootKids) ? rootKids : rootKids ? [rootKids] : []).map((r) => node(String(r)));
  return {
    ...(str(catalog['/Lang']) !== undefined ? { lang: str(catalog['/Lang'])! } : {}),
    marked: get(catalog['/MarkInfo'])['/Marked'] === true,
    displayDocTitle: get(catalog['/ViewerPreferences'])['/DisplayDocTitle'] === true,
    ...(infoTitle !== undefined ? { infoTitle } : {}),
    xmp: Buffer.from(data(catalog['/Metadata']), 'latin1').toString('utf8'),
    root,
    pages,
    parentTree,
    annotParent,
  };
}

function collectNums(tree: Dict, get: (r: Value) => Dict, out: Map<number, string | (string | null)[]>): void {
  const nums = tree['/Nums'] as Value[] | undefined;
  if (nums) for (let i = 0; i + 1 < nums.length; i += 2) out.set(nums[i] as number, nums[i + 1] as string | (string | null)[]);
  for (const kid of (tree['/Kids'] as string[] | undefined) ?? []) collectNums(get(kid), get, out);
}

/** A ToUnicode CMap's code → text (bfchar and bfrange, both the array and the incrementing form). */
function parseCMap(cmap: string): Map<number, string> {
  const out = new Map<number, string>();
  const utf16 = (hex: string): string => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) out.set(Number.parseInt(m[1], 16), utf16(m[2]));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const lo = Number.parseInt(m[1], 16);
      const hi = Number.parseInt(m[2], 16);
      if (m[3].startsWith('[')) [...m[3].matchAll(/<([0-9a-fA-F]+)>/g)].forEach((h, k) => out.set(lo + k, utf16(h[1])));
      else {
        const start = utf16(m[3].slice(1, -1));
        for (let c = lo; c <= hi; c++) out.set(c, start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + c - lo));
      }
    }
  return out;
}

/** The marked-content sequences of a content stream with their text (as pdfkit and GlyphWriter write them: 2-byte codes, no nesting but an ActualText Span inside a sequence). */
function parseContent(stream: string, cmap: (font: string) => Map<number, string>): { marked: Marked[]; loose: string } {
  const marked: Marked[] = [];
  let loose = '';
  let open: Marked | undefined;
  let depth = 0;
  let font: Map<number, string> = new Map();
  const tokens =
    /\/(\w+)\s*(<<[\s\S]*?>>)\s*BDC|\/(\w+)\s+BMC|\bEMC\b|\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
  for (const m of stream.matchAll(tokens)) {
    if (m[1] || m[3]) {
      depth++;
      const dict = m[2] ?? '';
      // A /Span carrying only ActualText (the vertical writer's 縱中橫 digits) may sit inside a sequence: its text is the sequence's.
      if (depth === 2 && open && (m[1] ?? m[3]) === 'Span' && !/\/MCID/.test(dict)) continue;
      if (depth > 1) throw new Error('nested marked content');
      const mcid = /\/MCID\s+(\d+)/.exec(dict)?.[1];
      const type = /\/Type\s*\/(\w+)/.exec(dict)?.[1];
      open = { tag: m[1] ?? m[3], text: '', ...(mcid !== undefined ? { mcid: Number(mcid) } : {}), ...(type ? { type } : {}) };
      marked.push(open);
    } else if (m[0] === 'EMC') {
      depth--;
      if (depth < 0) throw new Error('EMC without BDC');
      if (depth === 0) open = undefined;
    } else if (m[4]) font = cmap(m[4]);
    else {
      const hexes = m[5] !== undefined ? [...m[5].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [m[6]];
      let text = '';
      for (const hex of hexes) for (const code of hex.match(/.{4}/g) ?? []) text += font.get(Number.parseInt(code, 16)) ?? '\ufffd';
      if (open) open.text += text;
      else loose += text;
    }
  }
  if (depth !== 0) throw new Error('unclosed marked content');
  return { marked, loose };
}
