/** Loads a typographic template from templates/<name>/, letting a book's own templates/ override it file by file. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TemplateError } from '../errors.ts';
import { MM, PACKAGE_ROOT } from '../constants.ts';
import type { Template } from './template.ts';
import { parseYaml } from './yaml.ts';
import { checkObject, type Schema } from './validate.ts';

/** Trim sizes in mm (PARA-5): A5, 小32开 and B6. */
const PAGE_SIZES: Record<string, { width: number; height: number }> = {
  A5: { width: 148, height: 210 },
  '32k': { width: 130, height: 184 },
  B6: { width: 125, height: 176 },
};

const compression = { type: 'enum', values: ['gb', 'tw-solid'] } as const;
const MANIFEST: Schema = {
  description: { type: 'string' },
  /** Another template whose files stand in for the ones this one does not have (its epub.css, say). */
  extends: { type: 'string' },
  page: {
    type: 'either',
    of: [
      { type: 'enum', values: Object.keys(PAGE_SIZES) },
      { type: 'object', fields: { width: { type: 'number', min: 50 }, height: { type: 'number', min: 50 } } },
    ],
  },
  margins: {
    type: 'object',
    fields: { top: { type: 'number', min: 0 }, bottom: { type: 'number', min: 0 }, inner: { type: 'number', min: 0 } },
  },
  bodySize: { type: 'number', min: 6, max: 30 },
  leading: { type: 'number', min: 6, max: 60 },
  charsPerLine: { type: 'number', min: 5, max: 80 },
  indent: { type: 'number', min: 0, max: 4 },
  prohibition: { type: 'enum', values: ['none', 'basic', 'strict'] },
  compression: { type: 'object', fields: { 'zh-Hans': compression, 'zh-Hant': compression, 'zh-Hant-HK': compression } },
  headingSize: { type: 'number', min: 6, max: 60 },
  chapterOpener: { type: 'enum', values: ['page', 'recto'] },
  runningHeads: { type: 'boolean' },
  toc: { type: 'boolean' },
  lineHeight: { type: 'number', min: 1, max: 3 },
  writingMode: { type: 'enum', values: ['horizontal', 'vertical'] },
  embedFonts: { type: 'boolean' },
};

const REQUIRED = [
  'page',
  'margins',
  'bodySize',
  'leading',
  'charsPerLine',
  'indent',
  'prohibition',
  'compression',
  'headingSize',
  'chapterOpener',
  'runningHeads',
  'toc',
  'lineHeight',
  'writingMode',
  'embedFonts',
];

/** Finds `file` of template `name`: the book's templates/ first, then the package's (docs/architecture.md#templates-and-fonts). */
function locate(name: string, file: string, bookDir?: string): string {
  const tried = [bookDir && join(bookDir, 'templates', name, file), join(PACKAGE_ROOT, 'templates', name, file)].filter(
    Boolean,
  ) as string[];
  const found = tried.find((p) => existsSync(p));
  if (!found) throw new TemplateError(`template \`${name}\` has no ${file} (tried ${tried.join(', ')})`, { file: tried[tried.length - 1] });
  return found;
}

/** A file of `name`, or of the template it extends when it has none of its own. */
function locateInherited(name: string, parent: string | undefined, file: string, bookDir?: string): string {
  try {
    return locate(name, file, bookDir);
  } catch (err) {
    if (!parent) throw err;
    return locate(parent, file, bookDir);
  }
}

/** Loads and validates template `name`; throws TemplateError/ConfigError naming the file and line. */
export function loadTemplate(name: string, bookDir?: string): Template {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name))
    throw new TemplateError(`invalid template name \`${name}\` (use lower-case letters, digits and -)`);
  const manifestPath = locate(name, 'template.yaml', bookDir);
  const text = readFileSync(manifestPath, 'utf8');
  // biome-ignore lint/suspicious/noExplicitAny: checked by MANIFEST above
  const raw = checkObject(parseYaml(text, manifestPath), MANIFEST, { file: manifestPath, text }) as Record<string, any>;
  const missing = REQUIRED.filter((k) => raw[k] === undefined);
  if (missing.length) throw new TemplateError(`template.yaml lacks ${missing.join(', ')}`, { file: manifestPath });
  const size = typeof raw.page === 'string' ? PAGE_SIZES[raw.page] : raw.page;
  const page = { width: size.width * MM, height: size.height * MM };
  const measure = raw.charsPerLine * raw.bodySize;
  const inner = raw.margins.inner * MM;
  const outer = page.width - inner - measure;
  if (outer < 0) throw new TemplateError(`charsPerLine × bodySize (${measure} pt) does not fit the page`, { file: manifestPath });
  const values = { lineHeight: String(raw.lineHeight), indent: String(raw.indent) };
  const css = readFileSync(locateInherited(name, raw.extends, 'epub.css', bookDir), 'utf8').replace(/\{\{(\w+)\}\}/g, (m, k: string) =>
    k in values ? values[k as keyof typeof values] : m,
  );
  return {
    name,
    page,
    margins: { top: raw.margins.top * MM, bottom: raw.margins.bottom * MM, inner, outer },
    bodySize: raw.bodySize,
    leading: raw.leading,
    indent: raw.indent,
    charsPerLine: raw.charsPerLine,
    prohibition: raw.prohibition,
    // Hong Kong publications compress punctuation like mainland ones (JUST-4).
    compression: { 'zh-Hant-HK': 'gb', ...raw.compression },
    headingSize: raw.headingSize,
    chapterOpener: raw.chapterOpener,
    runningHeads: raw.runningHeads,
    toc: raw.toc,
    writingMode: raw.writingMode,
    embedFonts: raw.embedFonts,
    epubCss: css,
  };
}
