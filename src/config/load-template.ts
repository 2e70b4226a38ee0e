/**
 * Resolves a typographic template from templates/<name>/ (a book's own templates/ first, docs/architecture.md#templates-and-fonts): follows
 * `extends:` to inherit values and files, checks the complete settings and the page geometry, and fills epub.css.
 */
import { join } from 'node:path';
import { TemplateError } from '../errors.ts';
import { lexists, readUtf8File, resolvesInside } from '../util/fs.ts';
import { MM, PACKAGE_ROOT } from '../constants.ts';
import { PAGE_SIZES, TemplateSettings, TemplateYaml, templateProblem, type Template } from './template.ts';
import { parseWith } from './issues.ts';
import { lineOfPath, parseYaml } from './yaml.ts';

const NAME = /^[a-z0-9][a-z0-9-]*$/;
/** Mappings whose keys a template may set one by one over the template it extends. */
const MERGED: ReadonlySet<string> = new Set(['margins', 'compression']);

/** One template.yaml of the `extends:` chain. */
interface Layer {
  name: string;
  file: string;
  text: string;
  values: TemplateYaml;
}

/** Finds `file` of template `name`: the book's templates/ first, then the package's; undefined when neither has it. */
function locate(name: string, file: string, bookDir?: string): { found?: string; tried: string[] } {
  const tried = [bookDir && join(bookDir, 'templates', name, file), join(PACKAGE_ROOT, 'templates', name, file)].filter(
    Boolean,
  ) as string[];
  return { found: tried.find((p) => lexists(p)), tried };
}

/**
 * A template file's text. A book's own template files must stay inside the book folder once symlinks are
 * followed (a `templates/classic/epub.css` linked to /etc/passwd would be copied into the EPUB), and must be
 * regular UTF-8 files (a FIFO would block the build).
 */
function readTemplateFile(path: string, bookDir: string | undefined): string {
  if (bookDir && path.startsWith(join(bookDir, 'templates')) && !resolvesInside(path, bookDir))
    throw new TemplateError('template file is a symlink that points out of the book folder: refused', { file: path });
  return readUtf8File(path, { shownAs: path, Err: TemplateError, what: 'template file' });
}

/** The template.yaml files from the root of the `extends:` chain down to `name`; a cycle is an error. */
function readChain(name: string, bookDir: string | undefined, from: Layer[] = []): Layer[] {
  const child = from[0];
  const where = child && { file: child.file, line: lineOfPath(child.text, ['extends']) };
  if (!NAME.test(name)) throw new TemplateError(`invalid template name \`${name}\` (use lower-case letters, digits and -)`, where);
  if (from.some((l) => l.name === name)) {
    const cycle = [...from].reverse().map((l) => l.name);
    throw new TemplateError(`\`extends:\` goes round in a circle: ${[...cycle, name].join(' → ')}`, where);
  }
  const { found, tried } = locate(name, 'template.yaml', bookDir);
  if (!found) {
    throw new TemplateError(`template \`${name}\` has no template.yaml (tried ${tried.join(', ')})`, where ?? { file: tried.at(-1) });
  }
  const text = readTemplateFile(found, bookDir);
  const values = parseWith(TemplateYaml, parseYaml(text, found, TemplateError) ?? {}, { file: found, text }, TemplateError);
  const layer = { name, file: found, text, values };
  return values.extends ? [...readChain(values.extends, bookDir, [layer, ...from]), layer] : [layer];
}

/** The values of a chain, each key from the last template that sets it (mappings key by key), and who set it. */
function inherit(chain: Layer[]): { values: Record<string, unknown>; origin: Map<string, Layer> } {
  const values: Record<string, unknown> = {};
  const origin = new Map<string, Layer>();
  for (const layer of chain) {
    for (const [key, value] of Object.entries(layer.values)) {
      if (key === 'extends' || key === 'description' || value === undefined) continue;
      values[key] = MERGED.has(key) ? { ...(values[key] as object), ...(value as object) } : value;
      origin.set(key, layer);
    }
  }
  return { values, origin };
}

/** Loads and checks template `name`; throws TemplateError naming the template.yaml (and line) at fault. */
export function loadTemplate(name: string, bookDir?: string): Template {
  const chain = readChain(name, bookDir);
  const leaf = chain[chain.length - 1];
  const { values, origin } = inherit(chain);
  const missing = Object.entries(TemplateSettings.entries)
    .filter(([k, schema]) => schema.type !== 'optional' && values[k] === undefined)
    .map(([k]) => k);
  if (missing.length) {
    const via =
      chain.length > 1
        ? ` nor the templates it extends (${chain
            .slice(0, -1)
            .map((l) => l.name)
            .reverse()
            .join(', ')})`
        : '';
    throw new TemplateError(`template \`${name}\` sets no ${missing.join(', ')}: neither its template.yaml${via} gives them`, {
      file: leaf.file,
    });
  }
  // Every key was checked in its own file; the complete set is parsed once more for its type (and a merged mapping's keys).
  const settings = parseWith(TemplateSettings, values, { file: leaf.file }, TemplateError);
  const size = typeof settings.page === 'string' ? PAGE_SIZES[settings.page] : settings.page;
  const page = { width: size.width * MM, height: size.height * MM };
  const inner = settings.margins.inner * MM;
  const css = epubCss(chain, bookDir, {
    lineHeight: String(settings.lineHeight),
    indent: String(settings.indent),
    emphasis: settings.emphasis ?? 'dots',
  });
  const { lineHeight: _css, ...rest } = settings;
  const template: Template = {
    name,
    ...rest,
    page,
    margins: {
      top: settings.margins.top * MM,
      bottom: settings.margins.bottom * MM,
      inner,
      outer: page.width - inner - settings.charsPerLine * settings.bodySize,
    },
    // Hong Kong publications compress punctuation like mainland ones (JUST-4).
    compression: { 'zh-Hant-HK': 'gb', ...settings.compression },
    emphasis: settings.emphasis ?? 'dots',
    epubCss: css,
  };
  const problem = templateProblem(template);
  if (problem) {
    const at = origin.get(problem.key) ?? leaf;
    throw new TemplateError(problem.message, { file: at.file, line: lineOfPath(at.text, [problem.key]) });
  }
  return template;
}

/** The nearest epub.css along the chain (the template's own, else the one it extends, and so on), values filled in. */
function epubCss(chain: Layer[], bookDir: string | undefined, values: Record<string, string>): string {
  const tried: string[] = [];
  for (const layer of [...chain].reverse()) {
    const { found, tried: paths } = locate(layer.name, 'epub.css', bookDir);
    tried.push(...paths);
    if (found) return fillStylesheet(readTemplateFile(found, bookDir), values);
  }
  throw new TemplateError(`template \`${chain.at(-1)!.name}\` has no epub.css (tried ${tried.join(', ')})`, { file: tried.at(-1) });
}

/**
 * Fills a stylesheet from the template's values: `{{key}}` becomes the value, and a section between
 * `/* {{#key=value}} *\/` and `/* {{/key}} *\/` is kept only when the template's `key` is `value` (so the
 * CSS for each choice, such as `emphasis: dots`, stays in the stylesheet and the template picks one).
 */
export function fillStylesheet(css: string, values: Record<string, string>): string {
  return css
    .replace(/\/\*\s*\{\{#(\w+)=([\w-]+)\}\}\s*\*\/\n?([\s\S]*?)\/\*\s*\{\{\/\1\}\}\s*\*\/\n?/g, (_, k: string, v: string, body: string) =>
      values[k] === v ? body : '',
    )
    .replace(/\{\{(\w+)\}\}/g, (m, k: string) => values[k] ?? m);
}
