/**
 * The package as a user gets it: `npm pack` a copy of the checkout (prepare compiles dist/), install the tarball
 * into a fresh project offline, and build a book with its `shufang` — cold, cached, and against the checkout's CLI.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { REPO, runCli } from '../helpers/tools.ts';

const EPOCH = '1700000000';
/** A whole novel in one .txt, and a Markdown book folder with images (markdown-it loads lazily, from dist/ too). */
const NOVEL = join(REPO, 'tests', 'fixtures', 'golden', 'novel-volumes-toc.txt');
const MARKDOWN = join(REPO, 'tests', 'fixtures', 'books', 'markdown-all');
/** Never packed: what a clean clone lacks, and what packing writes. */
const NOT_COPIED = new Set(['node_modules', 'dist', 'out', '.git', '.shufang-cache', '.scratch']);
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));

let work: string;
let packed: { filename: string; files: { path: string }[] };
let project: string;

function run(cmd: string, args: string[], options: SpawnSyncOptions): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}:\n${r.stderr}`);
  return String(r.stdout);
}

/**
 * A lockfile for a project that depends on the tarball alone, pinning the package's runtime dependencies to the
 * checkout's lockfile: `npm ci --offline` then installs from the npm cache that the checkout's `npm ci` filled.
 * (`npm install --offline TARBALL` cannot: it needs the registry's package metadata, which npm ci never caches.)
 */
function lockFor(spec: string): object {
  const lock = JSON.parse(readFileSync(join(REPO, 'package-lock.json'), 'utf8'));
  const packages: Record<string, unknown> = {
    '': { name: 'reader', dependencies: { [pkg.name]: spec } },
    [`node_modules/${pkg.name}`]: {
      version: pkg.version,
      resolved: spec,
      license: pkg.license,
      dependencies: pkg.dependencies,
      bin: pkg.bin,
      engines: pkg.engines,
    },
  };
  for (const [path, entry] of Object.entries<{ dev?: boolean }>(lock.packages)) if (path && !entry.dev) packages[path] = entry;
  return { name: 'reader', lockfileVersion: 3, requires: true, packages };
}

/** Builds the fixture books in `dir` (the same relative paths everywhere, so the reports compare byte for byte). */
function buildIn(dir: string, cache: string[], shufang: (args: string[], cwd: string) => void): Map<string, Buffer> {
  mkdirSync(dir, { recursive: true });
  rmSync(join(dir, 'out'), { recursive: true, force: true });
  // Fresh copies (new mtimes): files inside a book are keyed by content, so the cached build still hits.
  cpSync(NOVEL, join(dir, 'book.txt'));
  cpSync(MARKDOWN, join(dir, 'markdown-all'), { recursive: true });
  shufang(['build', 'book.txt', 'markdown-all', '--out', 'out', ...cache], dir);
  return new Map(readdirSync(join(dir, 'out')).map((f) => [f, readFileSync(join(dir, 'out', f))]));
}

function installed(args: string[], cwd: string): string {
  return run(join(project, 'node_modules', '.bin', 'shufang'), args, { cwd, env: { ...process.env, SOURCE_DATE_EPOCH: EPOCH } });
}

before(() => {
  work = mkdtempSync(join(tmpdir(), 'shufang-installed-'));
  const checkout = join(work, 'checkout');
  cpSync(REPO, checkout, {
    recursive: true,
    filter: (src) => !NOT_COPIED.has(relative(REPO, src).split(sep)[0]) && !src.endsWith('.tgz'),
  });
  // prepare compiles with the checkout's TypeScript; the copy has no dist/, so the tarball's dist/ is freshly built.
  symlinkSync(join(REPO, 'node_modules'), join(checkout, 'node_modules'), 'dir');
  [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], { cwd: checkout }));
  project = join(work, 'reader');
  mkdirSync(project);
  const spec = `file:../${packed.filename}`;
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'reader', private: true, dependencies: { [pkg.name]: spec } }));
  writeFileSync(join(project, 'package-lock.json'), JSON.stringify(lockFor(spec)));
  run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], { cwd: project });
});

after(() => rmSync(work, { recursive: true, force: true }));

test('the tarball ships the compiled CLI, its workers, declarations and templates, and no sources or tests', () => {
  const files = packed.files.map((f) => f.path);
  for (const f of [
    'bin/shufang.js',
    'dist/cli.js',
    'dist/render/edition-worker.js',
    'dist/pipeline.d.ts',
    'templates/classic/template.yaml',
    'LICENSE',
  ])
    assert.ok(files.includes(f), `${f} is in the tarball`);
  assert.deepEqual(
    files.filter((f) => /^(src|tests|scripts|seeds|docs)\//.test(f) || (f.endsWith('.ts') && !f.endsWith('.d.ts'))),
    [],
  );
});

test('the installed shufang --version prints the version in package.json', () => {
  assert.equal(installed(['--version'], project), `${pkg.version}\n`);
});

test('an installed copy builds books cold and cached into the same bytes as the checkout’s CLI from src/', () => {
  const cache = ['--cache', join(work, 'cache')];
  const cold = buildIn(join(project, 'books'), cache, (args, cwd) => installed(args, cwd));
  const entries = readdirSync(join(work, 'cache'), { recursive: true }).sort();
  assert.ok(entries.length > 0, 'the cold build filled the cache');
  const cached = buildIn(join(project, 'books'), cache, (args, cwd) => installed(args, cwd));
  assert.deepEqual(readdirSync(join(work, 'cache'), { recursive: true }).sort(), entries, 'the cached build wrote no new entry');
  // Without a cache: the checkout's build must not read what the installed copy stored.
  const fromSource = buildIn(join(work, 'source'), ['--no-cache'], (args, cwd) => {
    const r = runCli(args, { cwd, env: { SOURCE_DATE_EPOCH: EPOCH } });
    assert.equal(r.status, 0, r.stderr);
  });
  const editions = (slug: string) =>
    ['report.json', 'zh-Hans.epub', 'zh-Hans.pdf', 'zh-Hant.epub', 'zh-Hant.pdf'].map((e) => `${slug}.${e}`);
  assert.deepEqual([...cold.keys()].sort(), [...editions('book'), ...editions('markdown-all')]);
  for (const [name, bytes] of cold) {
    assert.ok(bytes.equals(cached.get(name)!), `${name}: cached build is byte-identical to the cold one`);
    assert.ok(bytes.equals(fromSource.get(name)!), `${name}: installed build is byte-identical to the checkout's`);
  }
});
