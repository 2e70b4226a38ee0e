/** Test helpers for EPUBs: unzip into a path → text map, check XML well-formedness, run epubcheck. */
import { unzipSync, strFromU8 } from 'fflate';
import { XMLValidator } from 'fast-xml-parser';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function unzipEpub(bytes: Uint8Array): Map<string, string> {
  const files = unzipSync(bytes);
  return new Map(Object.entries(files).map(([k, v]) => [k, strFromU8(v)]));
}

/** Returns the first well-formedness error of any XML/XHTML document in the EPUB, or undefined. */
/** An XHTML document without its page-break markers (EPUB-15), which hold no text: for comparing the text. */
export const withoutPageBreaks = (xhtml: string): string => xhtml.replace(/<span epub:type="pagebreak"[^>]*\/>/g, '');

export function firstXmlError(files: Map<string, string>): string | undefined {
  for (const [path, text] of files) {
    if (!/\.(xhtml|opf|ncx|xml)$/.test(path)) continue;
    const result = XMLValidator.validate(text);
    if (result !== true) return `${path}: ${result.err.msg} (line ${result.err.line})`;
  }
  return undefined;
}

export const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';

/** Runs epubcheck; returns its counts. Fails loudly with the install command when it is missing. */
export function epubcheck(path: string): { errors: number; warnings: number; fatals: number; output: string } {
  if (!existsSync(EPUBCHECK_JAR)) {
    throw new Error(`epubcheck is not installed (${EPUBCHECK_JAR} missing): run \`apt-get update && apt-get install -y epubcheck\``);
  }
  const run = spawnSync('java', ['-jar', EPUBCHECK_JAR, path], { encoding: 'utf8' });
  if (run.error) throw new Error(`cannot run java for epubcheck: ${run.error.message} (apt-get install -y default-jre-headless epubcheck)`);
  const output = `${run.stdout}${run.stderr}`;
  const count = (re: RegExp) => output.split('\n').filter((l) => re.test(l)).length;
  return { errors: count(/^ERROR/), warnings: count(/^WARNING/), fatals: count(/^FATAL/), output };
}
