/** Page geometry from the template: the text block, the line grid, and where heads and folios go (JUST-2, PARA-5, PARA-7). */
import { templateProblem, textBlockLines, type Template } from '../../config/template.ts';
import { TemplateError } from '../../errors.ts';

/** Ideographic em-box top above the baseline, as a fraction of the size (Noto CJK: 880/1000, the OS/2 typo ascender). */
export const EM_TOP = 0.88;

export interface Geometry {
  width: number;
  height: number;
  top: number;
  bottom: number;
  inner: number;
  outer: number;
  bodySize: number;
  leading: number;
  /** Measure in em and points; points = em × bodySize exactly (JUST-2). */
  measureEm: number;
  measure: number;
  /** Body lines a page holds. */
  slots: number;
  /** Size of running heads and folios (小五, PARA-7). */
  furnitureSize: number;
  /** Author notes: a smaller size whose whole-em measure is exactly the body measure, so notes stay flush with the block. */
  noteSize: number;
  noteMeasureEm: number;
}

export function geometryOf(t: Template): Geometry {
  // loadTemplate has made these checks, naming template.yaml; a hand-built template meets them here.
  const problem = templateProblem(t);
  if (problem) throw new TemplateError(problem.message);
  const measure = t.charsPerLine * t.bodySize;
  const slots = textBlockLines(t);
  const noteMeasureEm = Math.round(t.charsPerLine / 0.875);
  return {
    width: t.page.width,
    height: t.page.height,
    top: t.margins.top,
    bottom: t.margins.bottom,
    inner: t.margins.inner,
    outer: t.page.width - t.margins.inner - measure,
    bodySize: t.bodySize,
    leading: t.leading,
    measureEm: t.charsPerLine,
    measure,
    slots,
    furnitureSize: Math.min(9, t.bodySize * 0.86),
    noteSize: measure / noteMeasureEm,
    noteMeasureEm,
  };
}

/** Recto pages are odd (page 1 is the title page, a right-hand page in a left-bound book). */
export const isRecto = (page: number): boolean => page % 2 === 1;

/** Left edge of the text block: the binding (inner) margin is on the left of a recto and the right of a verso. */
export function blockLeft(g: Geometry, page: number): number {
  return isRecto(page) ? g.inner : g.outer;
}

/** Baseline of body line `slot` (0-based), top-down, with the em box of line 0 touching the top margin. */
export function slotBaseline(g: Geometry, slot: number): number {
  return g.top + slot * g.leading + EM_TOP * g.bodySize;
}

/** Baseline of the running head: one pitch above the first line's em top, less the head's own em height. */
export function headBaseline(g: Geometry): number {
  return g.top - g.leading + EM_TOP * g.furnitureSize;
}

/** Baseline of the folio: one pitch below the last slot's baseline. */
export function folioBaseline(g: Geometry): number {
  return slotBaseline(g, g.slots - 1) + 1.5 * g.leading;
}
