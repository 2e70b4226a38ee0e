/** Runs the reference validators (poppler, qpdf) and the CLI for tests; a missing tool fails with the install command. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGES: Record<string, string> = {
  pdffonts: 'poppler-utils',
  pdftotext: 'poppler-utils',
  pdftoppm: 'poppler-utils',
  pdfinfo: 'poppler-utils',
  pdfimages: 'poppler-utils',
  qpdf: 'qpdf',
  java: 'default-jre-headless',
};

/** Runs `tool args…` and returns stdout; throws with the apt command when the tool is not installed. */
export function runTool(
  tool: string,
  args: string[],
  options: { allowFailure?: boolean } = {},
): { stdout: string; stderr: string; status: number } {
  const run = spawnSync(tool, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(`${tool} is not installed: run \`apt-get update && apt-get install -y ${PACKAGES[tool] ?? tool}\``);
  }
  if (run.error) throw run.error;
  if (run.status !== 0 && !options.allowFailure) throw new Error(`${tool} ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return { stdout: run.stdout, stderr: run.stderr, status: run.status ?? -1 };
}

/** A tool's stdout (it must exit 0). */
export function toolOutput(tool: string, args: string[]): string {
  return runTool(tool, args).stdout;
}

/** `pdffonts` rows: name, type, embedded, subset. */
export function pdfFonts(path: string): { name: string; emb: boolean; sub: boolean }[] {
  const lines = runTool('pdffonts', [path]).stdout.trim().split('\n').slice(2);
  return lines.map((l) => {
    const cols = l.trim().split(/\s+/);
    // name type… encoding emb sub uni object ID: the last five columns are fixed.
    const [emb, sub] = cols.slice(-5, -3);
    return { name: cols[0], emb: emb === 'yes', sub: sub === 'yes' };
  });
}

export function pdfText(path: string, extra: string[] = []): string {
  return runTool('pdftotext', [...extra, path, '-']).stdout;
}

export const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
/** tsx's loader by absolute URL, so the CLI runs from any working directory (a bare `tsx` resolves from cwd). */
const TSX = import.meta.resolve('tsx');
export const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** The tests' build cache: a temporary folder, so test runs never fill the checkout's .shufang-cache. */
let testCache: string | undefined;

/** How the CLI is spawned: `timeout` (ms) kills a run that blocks (status -1), `uid`/`gid` run it as another user. */
export interface SpawnOptions {
  timeout?: number;
  uid?: number;
  gid?: number;
}

/** Runs `shufang args…` through tsx in `cwd`, returning exit status (-1 when killed) and output. */
export function runCli(
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } & SpawnOptions = {},
): { status: number; stdout: string; stderr: string } {
  const { cwd, env, ...spawn } = options;
  const run = spawnSync(process.execPath, ['--import', TSX, CLI, ...args], {
    cwd: cwd ?? REPO,
    encoding: 'utf8',
    env: { ...process.env, SHUFANG_CACHE: (testCache ??= mkdtempSync(join(tmpdir(), 'shufang-test-cache-'))), ...env },
    maxBuffer: 64 * 1024 * 1024,
    ...(spawn.timeout ? { timeout: spawn.timeout, killSignal: 'SIGKILL' as const } : {}),
    ...(spawn.uid !== undefined ? { uid: spawn.uid } : {}),
    ...(spawn.gid !== undefined ? { gid: spawn.gid } : {}),
  });
  return { status: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
}
