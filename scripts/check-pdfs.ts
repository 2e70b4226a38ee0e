/** Reads built PDFs back with pdftotext -bbox-layout and prints the line checker's counts (docs/rules/typography.md#acceptance-figures). */
import { checkPdf, summarize } from '../tests/helpers/pdf-lines.ts';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npx tsx scripts/check-pdfs.ts OUT/*.pdf');
  process.exit(2);
}
let failed = false;
for (const file of files) {
  const r = checkPdf(file);
  console.log(`${file}\n  ${summarize(r)}`);
  // The acceptance bar: no prohibition violation, no split ——/……, no one-Han last line, ≤ 0.5 % lines not flush.
  if (r.noStart.length + r.noEnd.length + r.splitUnits.length + r.oneHanLast.length > 0 || r.notFlush.length > r.nonFinal * 0.005)
    failed = true;
}
process.exit(failed ? 1 : 0);
