/** Vertical (直排) page geometry: columns of `measureEm` characters top to bottom, `slots` columns a page, right to left (VERT-1, VERT-6). */
import type { Template } from '../../../config/template.ts';
import { geometryOf, isRecto, type Geometry } from '../geometry.ts';

/**
 * The same Geometry the horizontal layout and pagination read, turned a quarter: a "line" is a column whose measure
 * is the column height (a whole number of em, JUST-2) and a page holds `slots` columns at the template's leading
 * as column pitch. The text block keeps the horizontal one's width and margins, so the page looks alike.
 */
export function verticalGeometry(t: Template): Geometry {
  const h = geometryOf(t); // the template checks (JUST-2, room for three lines) and the horizontal block width
  const measureEm = Math.floor((t.page.height - t.margins.top - t.margins.bottom) / t.bodySize + 1e-9);
  const measure = measureEm * t.bodySize;
  const slots = Math.max(3, Math.floor((h.measure - t.bodySize) / t.leading + 1e-9) + 1);
  const width = (slots - 1) * t.leading + t.bodySize;
  const noteMeasureEm = Math.round(measureEm / 0.875);
  return {
    ...h,
    outer: t.page.width - t.margins.inner - width,
    measureEm,
    measure,
    slots,
    noteSize: measure / noteMeasureEm,
    noteMeasureEm,
  };
}

/** Width of the text block in pt: `slots` columns of one em at the column pitch. */
export const blockWidth = (g: Geometry): number => (g.slots - 1) * g.leading + g.bodySize;

/**
 * Left edge of the text block. A right-bound book's recto (odd page) is the left-hand page of a spread, so its
 * binding margin is on the right [S1 §handling_of_new_retros: "left page in vertical right-bound books"].
 */
export function vBlockLeft(g: Geometry, page: number): number {
  return isRecto(page) ? g.outer : g.inner;
}

/** Horizontal centre of column `slot` (0 = the rightmost) on page `page`. */
export function columnCentre(g: Geometry, page: number, slot: number): number {
  return vBlockLeft(g, page) + blockWidth(g) - g.bodySize / 2 - slot * g.leading;
}

/** The fore-edge (outer) side of the page: left on a recto, right on a verso. */
export const outerIsLeft = (page: number): boolean => isRecto(page);
