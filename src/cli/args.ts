/** Parses `shufang build|check` arguments into BuildOptions (the CLI contract in the README; keep it stable). */
import { parseArgs } from 'node:util';
import { UsageError } from '../errors.ts';
import { DEFAULT_CACHE, DEFAULT_INPUT, DEFAULT_OUT, FORMATS } from '../constants.ts';
import type { BuildOptions, Format } from '../config/resolve.ts';
import { EDITION_SCRIPTS, type Script } from '../model/book.ts';

export interface CliOptions {
  command: 'build' | 'check' | 'init' | 'help' | 'version';
  /** `init`'s folder (relative to the working directory). */
  initDir?: string;
  /** One BuildOptions per INPUT (a catalog builds many books), after --shard. */
  books: BuildOptions[];
  json: boolean;
}

export const USAGE = `usage: shufang build [INPUT...] [--out DIR] [--formats epub,pdf] [--scripts zh-Hans,zh-Hant] [--template NAME] [--strict [--allow W_A,W_B]] [--json] [--shard I/N] [--cache DIR | --no-cache]
                    [--title T] [--author A] [--cover FILE] [--language zh-Hans|zh-Hant] [--chapter-pattern REGEX]
       shufang check [INPUT...] [--strict [--allow W_A,W_B]] [--json] [--title T] [--author A] [--language L] [--chapter-pattern REGEX]
       shufang init [DIR]

INPUT is a book folder (chapter .txt/.md files and an optional book.yaml) or one .txt/.md file; default: seeds.
Several INPUTs build a catalog; --shard I/N keeps the I-th of N deterministic slices of it (for CI runners).
build writes <slug>.zh-Hans.epub, <slug>.zh-Hant.epub, <slug>.zh-Hans.pdf, <slug>.zh-Hant.pdf and <slug>.report.json to --out (default: out).
init writes a new book folder (a commented book.yaml, chapters/ with one example chapter, a .gitignore); then build it.
check prints the report without rendering. --strict makes warnings fatal (exit 3); --allow W_A,W_B lets those codes through.
--cache DIR keeps the content-addressed cache there (default .shufang-cache, or $SHUFANG_CACHE); --no-cache builds everything afresh.
--title, --author, --cover, --language and --chapter-pattern override book.yaml's title, author, cover, language and chapterPattern.`;

function list<T extends string>(value: string | undefined, allowed: readonly T[], flag: string): T[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = items.filter((i) => !allowed.includes(i as T));
  if (bad.length || items.length === 0)
    throw new UsageError(`--${flag} takes a comma-separated list of ${allowed.join(', ')}; got \`${value}\``);
  return [...new Set(items)] as T[];
}

/** `--allow A,B`: the codes as given (resolveConfig checks them against the warning codes). */
function codes(value: string): BuildOptions['allow'] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean) as BuildOptions['allow'];
}

/** Every flag `build` and `check` take (node:util parseArgs). */
const FLAGS = {
  out: { type: 'string', short: 'o' },
  formats: { type: 'string' },
  scripts: { type: 'string' },
  template: { type: 'string' },
  strict: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
  shard: { type: 'string' },
  cache: { type: 'string' },
  'no-cache': { type: 'boolean' },
  // The inline config layer over book.yaml (docs/architecture.md#configuration); resolveConfig checks the values.
  title: { type: 'string' },
  author: { type: 'string' },
  cover: { type: 'string' },
  language: { type: 'string' },
  'chapter-pattern': { type: 'string' },
  allow: { type: 'string' },
} as const;

export function parseCli(argv: string[], env: { cwd: string; sourceDateEpoch?: string; cacheDir?: string }): CliOptions {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof FLAGS }>>;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: FLAGS });
  } catch (err) {
    throw new UsageError((err as Error).message, { hint: 'run `shufang --help`' });
  }
  const { values, positionals } = parsed;
  const [command = 'help', ...inputs] = positionals;
  if (values.help) return { command: 'help', books: [], json: false };
  if (values.version) return { command: 'version', books: [], json: false };
  if (command === 'init') {
    if (inputs.length > 1) throw new UsageError(`init takes one folder, got ${inputs.length}`);
    return { command, books: [], json: values.json ?? false, initDir: inputs[0] ?? '.' };
  }
  if (command !== 'build' && command !== 'check' && command !== 'help')
    throw new UsageError(`unknown command \`${command}\``, { hint: 'use build, check or init' });
  const all = inputs.length ? inputs : [DEFAULT_INPUT];
  const selected = values.shard === undefined ? all : shard(all, values.shard);
  return {
    command,
    json: values.json ?? false,
    books: selected.map((input) => ({
      input,
      out: values.out ?? DEFAULT_OUT,
      cwd: env.cwd,
      formats: list<Format>(values.formats, FORMATS, 'formats'),
      scripts: list<Script>(values.scripts, EDITION_SCRIPTS, 'scripts'),
      template: values.template,
      strict: values.strict ?? false,
      title: values.title,
      author: values.author,
      cover: values.cover,
      language: values.language as BuildOptions['language'],
      chapterPattern: values['chapter-pattern'],
      ...(values.allow !== undefined ? { allow: codes(values.allow) } : {}),
      sourceDateEpoch: env.sourceDateEpoch,
      ...(values['no-cache'] ? {} : { cacheDir: values.cache ?? env.cacheDir ?? DEFAULT_CACHE }),
    })),
  };
}

/**
 * `--shard I/N`: the inputs sorted by name, every N-th starting at the I-th (1-based). Sorting first makes the
 * split independent of shell glob order, so N runners together build each book exactly once.
 */
export function shard(inputs: string[], spec: string): string[] {
  const m = /^(\d+)\/(\d+)$/.exec(spec);
  const [i, n] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || n < 1 || i < 1 || i > n) throw new UsageError(`--shard takes I/N with 1 ≤ I ≤ N, e.g. 2/4; got \`${spec}\``);
  return [...new Set(inputs)].sort().filter((_, k) => k % n === i - 1);
}
