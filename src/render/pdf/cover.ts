/** Draws the cover as the PDF's first page: the book's cover image, or the typographic cover's outlines (docs/architecture.md#renderers). */
import type { EditionCover } from '../renderer.ts';
import { InputError } from '../../errors.ts';
import { readRegularFile } from '../../util/fs.ts';
import type { Structure } from './structure.ts';

/** The pdfkit calls this module uses. */
interface CoverDoc {
  addPage(o: { size: [number, number]; margins: { top: number; bottom: number; left: number; right: number } }): CoverDoc;
  rect(x: number, y: number, w: number, h: number): CoverDoc;
  fill(color: string): CoverDoc;
  save(): CoverDoc;
  restore(): CoverDoc;
  translate(x: number, y: number): CoverDoc;
  scale(x: number, y: number): CoverDoc;
  path(d: string): CoverDoc;
  image(src: Buffer, x: number, y: number, o: { width: number; height: number }): CoverDoc;
}

/** The cover page; with a structure, all of it is one Layout artifact (PDF-5: the title page says what it says). */
export function drawCover(doc: unknown, cover: EditionCover, width: number, height: number, structure?: Structure): void {
  const d = doc as CoverDoc;
  d.addPage({ size: [width, height], margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  if (structure) structure.artifact('Layout', () => drawDesign(d, cover, width, height));
  else drawDesign(d, cover, width, height);
}

function drawDesign(d: CoverDoc, cover: EditionCover, width: number, height: number): void {
  if ('image' in cover) {
    const data = readRegularFile(cover.image, { Err: InputError, shownAs: cover.image, what: 'the cover image' });
    d.image(data, 0, 0, { width, height });
    return;
  }
  const { design } = cover;
  // The design is laid out for its own size; scale it to the trim (both come from the template, so normally 1).
  const k = Math.min(width / design.width, height / design.height);
  d.rect(0, 0, width, height).fill(design.background);
  d.save().scale(k, k);
  for (const r of design.rects) d.rect(r.x, r.y, r.width, r.height).fill(r.fill);
  // Glyph outlines are in font units with y up; the page has y down, hence the negative vertical scale.
  for (const s of design.shapes) d.save().translate(s.x, s.y).scale(s.scale, -s.scale).path(s.d).fill(s.fill).restore();
  d.restore();
}
