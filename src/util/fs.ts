/**
 * The file system at the edge: writing that never leaves a half-written output (each file goes to a temporary
 * name beside it, and a set of outputs is renamed into place together, so a folder holds the whole new set or
 * the whole old one), and reading that accepts only regular files, with a typed error for anything else.
 */
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { type ErrorOptions, OutputError, ShufangError } from '../errors.ts';
import { firstInvalidOffset } from '../ingest/decode.ts';

/** Our temporary and backup names: `.<name>.<pid>.<tag>.tmp` and `.<name>.<pid>.<tag>.old` (the tag is optional). */
const OWN_TEMP = /^\.(.+)\.(\d+)(?:\.[0-9a-z]+)?\.(tmp|old)$/;
/** The cache's entries before its layout 2: `<sha256>.<pid>.<random>.tmp`. */
const LEGACY_CACHE_TEMP = /^[0-9a-f]{64}\.(\d+)\.[0-9a-z]+\.tmp$/;
/** A temporary file older than this is stale even if its pid is alive again (pids are reused). */
const STALE_MS = 60 * 60 * 1000;

/** Temporary files this process created and has not yet renamed or removed (for a clean exit on SIGTERM). */
const pending = new Set<string>();

/** A fresh temporary name beside `path` (`kind` `old` for a backup of the file being replaced). */
export function tempName(path: string, kind: 'tmp' | 'old' = 'tmp'): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.${kind}`);
}

/** Removes the temporary files this process is still writing; the CLI calls it when it is told to stop. */
export function removePendingTemps(): void {
  for (const tmp of pending) rmSync(tmp, { force: true });
  pending.clear();
}

/** Whether `path` is a temporary file of our own naming whose writer is gone (or that is over an hour old). */
export function isStaleTemp(path: string): boolean {
  const name = basename(path);
  const m = OWN_TEMP.exec(name) ?? LEGACY_CACHE_TEMP.exec(name);
  if (!m) return false;
  const pid = Number(m[m.length === 4 ? 2 : 1]);
  try {
    if (Date.now() - statSync(path).mtimeMs > STALE_MS) return true;
  } catch {
    return false;
  }
  return pid !== process.pid && !processAlive(pid);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What the output writer needs from a file system (tests inject one that fails part way). */
export interface FileIo {
  mkdir(dir: string): void;
  write(path: string, data: string | Uint8Array): void;
  rename(from: string, to: string): void;
  remove(path: string): void;
  /** Whether a file (not a folder) is at `path`: only files are set aside as backups. */
  isFile(path: string): boolean;
}

export const nodeIo: FileIo = {
  mkdir: (dir) => mkdirSync(dir, { recursive: true }),
  write: (path, data) => writeFileSync(path, data),
  rename: (from, to) => renameSync(from, to),
  remove: (path) => rmSync(path, { force: true }),
  isFile: (path) => {
    try {
      return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
    } catch {
      return false; // ENOTDIR: a file stands where a folder of the path should be
    }
  },
};

export interface OutputFile {
  path: string;
  data: string | Uint8Array;
  /** The name the user gave (`out/book.epub`), for the error. */
  shownAs?: string;
}

/**
 * Writes every file to a temporary name, then renames them all into place. If any write or rename fails, the
 * new files are taken out again and the old ones put back, so the folder keeps the old set (and its report's
 * checksums still match): the error names the file that could not be written.
 */
export function writeFilesTogether(files: OutputFile[], io: FileIo = nodeIo): void {
  const staged: { file: OutputFile; tmp: string; backup?: string; placed?: boolean }[] = [];
  let current: OutputFile | undefined;
  try {
    for (const file of files) {
      current = file;
      io.mkdir(dirname(file.path));
      const tmp = tempName(file.path);
      pending.add(tmp);
      staged.push({ file, tmp });
      io.write(tmp, file.data);
    }
    for (const entry of staged) {
      current = entry.file;
      if (io.isFile(entry.file.path)) {
        const backup = tempName(entry.file.path, 'old');
        io.rename(entry.file.path, backup);
        entry.backup = backup;
      }
      io.rename(entry.tmp, entry.file.path);
      pending.delete(entry.tmp);
      entry.placed = true;
    }
  } catch (err) {
    rollBack(staged, io);
    const e = err as NodeJS.ErrnoException;
    const kept = files.some((f) => io.isFile(f.path)) ? '; the earlier outputs are kept' : '';
    throw new OutputError(`cannot write output (${e.code ?? e.message})${kept}`, {
      file: current?.shownAs ?? current?.path,
      cause: err,
      hint: e.code === 'ENOSPC' || e.code === 'EFBIG' || e.code === 'EDQUOT' ? 'free some space' : 'check that --out is a writable folder',
    });
  }
  for (const { backup } of staged) if (backup) quietly(() => io.remove(backup));
}

/** Undoes a partly renamed set, newest first; what cannot be undone is left for the next build's sweep. */
function rollBack(staged: { file: OutputFile; tmp: string; backup?: string; placed?: boolean }[], io: FileIo): void {
  for (const entry of [...staged].reverse()) {
    if (entry.placed) quietly(() => io.remove(entry.file.path));
    if (entry.backup) quietly(() => io.rename(entry.backup!, entry.file.path));
    if (!entry.placed) quietly(() => io.remove(entry.tmp));
    pending.delete(entry.tmp);
  }
}

function quietly(fn: () => void): void {
  try {
    fn();
  } catch {
    /* best effort: the sweep of the next build finishes the job */
  }
}

/** Output names the sweep may touch: the editions and reports shufang writes. */
const OUTPUT_NAME = /\.(epub|pdf|report\.json)$/;

/**
 * Cleans what a killed build left in an output folder: stale temporary files of our own naming are removed,
 * and a backup whose file is missing (killed between the two renames) is put back. Returns what it did.
 */
export function sweepOutputs(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const done: string[] = [];
  for (const name of names) {
    const m = OWN_TEMP.exec(name);
    if (!m || !OUTPUT_NAME.test(m[1]) || !isStaleTemp(join(dir, name))) continue;
    const target = join(dir, m[1]);
    quietly(() => {
      if (m[3] === 'old' && !existsSync(target)) renameSync(join(dir, name), target);
      else rmSync(join(dir, name), { force: true });
      done.push(name);
    });
  }
  return done;
}

/** How a problem with a file the book names becomes a typed error: the class and the file as the user sees it. */
export interface FileErrorContext {
  /** The file as the user wrote or sees it (`book/book.yaml`, `templates/classic/epub.css`). */
  shownAs: string;
  Err: new (message: string, options?: ErrorOptions) => ShufangError;
  /** What the file is, for the message: `book.yaml`, `the dictionary`, `the cover image`. */
  what: string;
  line?: number;
}

/**
 * True when something (a file, a folder, a dangling or looping symlink) stands at `path`, or may stand there: a
 * folder of its path that cannot be searched (EACCES) counts as present, so reading it gives the typed error.
 */
export function lexists(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ENOTDIR';
  }
}

/**
 * Why a file of this kind cannot be read as a file, as the end of a sentence; undefined for a regular file. A
 * FIFO would block the build for ever, so it is refused before anything opens it for a blocking read.
 */
export function kindProblem(s: Stats): string | undefined {
  if (s.isFile()) return undefined;
  if (s.isDirectory()) return 'is a folder, not a file';
  if (s.isFIFO()) return 'is a FIFO (named pipe), not a regular file: refused, it could block the build for ever';
  return 'is not a regular file (a device or a socket): refused';
}

/** Why `path` (symlinks followed) cannot be read as a file, or undefined when it is a regular file. */
export function pathProblem(path: string): string | undefined {
  try {
    return kindProblem(statSync(path));
  } catch (err) {
    return fileProblem(err);
  }
}

/**
 * Reads a regular file; anything else is a typed one-line error naming it. The file is opened non-blocking and
 * checked with fstat before reading, so a FIFO is refused instead of blocking the build for ever; a folder, a
 * symlink loop, a device or an unreadable file each get their own message.
 */
export function readRegularFile(path: string, c: FileErrorContext): Buffer {
  const fail = (why: string, cause?: unknown): never => {
    throw new c.Err(`${c.what} ${why}`, { file: c.shownAs, ...(c.line ? { line: c.line } : {}), cause });
  };
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    return fail(fileProblem(err), err);
  }
  try {
    const problem = kindProblem(fstatSync(fd));
    if (problem) return fail(problem);
    return readFileSync(fd);
  } catch (err) {
    if (err instanceof ShufangError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    return fail(`cannot be read (${code ?? (err as Error).message})`, err);
  } finally {
    closeSync(fd);
  }
}

/** What an error from opening or stat-ing a path means, as the end of a sentence: `is a symlink loop …`. */
export function fileProblem(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  return OPEN_PROBLEMS[code ?? ''] ?? `cannot be read (${code ?? (err as Error).message})`;
}

const OPEN_PROBLEMS: Record<string, string> = {
  ENOENT: 'does not exist',
  ELOOP: 'is a symlink loop (it points back to itself)',
  EACCES: 'cannot be read (permission denied)',
  EPERM: 'cannot be read (permission denied)',
  ENOTDIR: 'does not exist (a file stands where a folder of its path should be)',
  ENAMETOOLONG: 'has a name too long for the file system',
};

/**
 * A regular file's text, which must be UTF-8 (a BOM is dropped): a GBK or Big5 book.yaml is an error with the
 * offset of its first invalid byte, not a title of U+FFFD.
 */
export function readUtf8File(path: string, c: FileErrorContext): string {
  const bytes = readRegularFile(path, c);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch (cause) {
    const offset = firstInvalidOffset(bytes, 'utf-8');
    throw new c.Err(`${c.what} is not UTF-8 (invalid byte at byte offset ${offset})`, {
      file: c.shownAs,
      offset,
      cause,
      hint: 'save it as UTF-8 (GBK and Big5 are for chapter files only)',
    });
  }
}

/** Whether `path`, with every symlink followed, stays inside `folder` (also followed). A path that cannot be resolved (missing, a loop) counts as inside: reading it gives the right error. */
export function resolvesInside(path: string, folder: string): boolean {
  let real: string;
  let base: string;
  try {
    real = realpathSync(path);
    base = realpathSync(folder);
  } catch {
    return true;
  }
  const r = relative(base, real);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
}
