// FIFOs and symlink loops where the book names a file, also when one is swapped in after resolve checked the
// path (docs/architecture.md#guarantees): each is a one-line typed error naming the file, never a hang. Every
// run is a child process killed after BLOCKED ms, so a read that blocks fails its test instead of the suite.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertError, book, chapter, run } from '../helpers/books.ts';
import { REPO, runCli, runTool } from '../helpers/tools.ts';

const BLOCKED = 60_000;
const mkfifo = (path: string) => runTool('mkfifo', [path]);
const JPEG = readFileSync(join(REPO, 'tests/fixtures/covers/cover.jpg'));
const FONT = createRequire(import.meta.url).resolve('@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf');
const SWAP = fileURLToPath(new URL('../helpers/swap-build.ts', import.meta.url));

/** Builds `dir` through the library, replacing `file` with a FIFO when the build reaches `stage` (tests/helpers/swap-build.ts). */
function swapBuild(dir: string, file: string, stage: string) {
  const out = `${dir}-out`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', SWAP, dir, out, join(dir, file), stage], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: BLOCKED,
    killSignal: 'SIGKILL',
  });
  return { status: r.status ?? -1, stderr: r.stderr, out };
}

const noOutputs = (out: string) => !existsSync(out) || readdirSync(out).every((f) => !/\.(epub|pdf|json)$/.test(f));

test('a FIFO swapped in after resolve checked the path (a chapter, the font, the cover) is refused by name, never read', {
  timeout: 5 * BLOCKED,
}, () => {
  const cases: [string, Record<string, string | Uint8Array>, string, string, RegExp][] = [
    ['2.txt', { '2.txt': chapter(2) }, 'ingest', 'E_INPUT', /2\.txt: the chapter file is a FIFO \(named pipe\)/],
    // With a cover image the EPUB's subsetter or the PDF's font loader meets the font first; without one, the cover's designer.
    [
      'font.ttf',
      { 'book.yaml': 'fonts:\n  zh-Hans: font.ttf\ncover: cover.jpg\n', 'cover.jpg': JPEG },
      'rendering',
      'E_FONT',
      /font\.ttf: the (body font|font file) is a FIFO/,
    ],
    ['font.ttf', { 'book.yaml': 'fonts:\n  zh-Hans: font.ttf\n' }, 'rendering', 'E_FONT', /font\.ttf: the cover font is a FIFO/],
    [
      'cover.jpg',
      { 'book.yaml': 'cover: cover.jpg\n', 'cover.jpg': JPEG },
      'rendering',
      'E_INPUT',
      /cover\.jpg: the cover image is a FIFO/,
    ],
  ];
  for (const [file, files, stage, code, message] of cases) {
    const dir = book({ '1.txt': chapter(1), ...files });
    if (file === 'font.ttf') copyFileSync(FONT, join(dir, file));
    const r = swapBuild(dir, file, stage);
    assert.notEqual(r.status, -1, `${file}: blocked on the FIFO and was killed`);
    assertError(r, code, message);
    assert.ok(noOutputs(r.out), `${file}: nothing written`);
  }
});

test('a FIFO as the font file or the rules file of book.yaml is a one-line error naming it', { timeout: 2 * BLOCKED }, () => {
  const cases: [string, string, string, RegExp][] = [
    ['font.ttf', 'fonts:\n  zh-Hans: font.ttf\n', 'E_FONT', /book\.yaml:2: font file `font\.ttf` is a FIFO \(named pipe\)/],
    ['rules.yaml', 'rules: rules.yaml\n', 'E_INPUT', /book\.yaml:1: rules file `rules\.yaml` is a FIFO \(named pipe\)/],
  ];
  for (const [file, yaml, code, message] of cases) {
    const dir = book({ '1.txt': chapter(1), 'book.yaml': yaml });
    mkfifo(join(dir, file));
    const r = run(dir, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans'], 'build', {}, { timeout: BLOCKED });
    assert.notEqual(r.status, -1, `${file}: blocked on the FIFO and was killed`);
    assertError(r, code, message);
    assert.equal(r.report, undefined, `${file}: nothing written`);
  }
});

test('a --cover that is a FIFO or a symlink loop is a one-line error naming it', { timeout: 2 * BLOCKED }, () => {
  const dir = book({ '1.txt': chapter(1) });
  const elsewhere = book({});
  mkfifo(join(elsewhere, 'fifo.jpg'));
  symlinkSync('loop.png', join(elsewhere, 'loop.png'));
  const cases: [string, RegExp][] = [
    ['fifo.jpg', /fifo\.jpg: cover image is a FIFO \(named pipe\)/],
    ['loop.png', /loop\.png: cover image is a symlink loop/],
  ];
  for (const [name, message] of cases) {
    const r = runCli(['build', dir, '--out', `${dir}-out`, '--cover', join(elsewhere, name), '--formats', 'epub'], {
      env: { SOURCE_DATE_EPOCH: '1700000000' },
      timeout: BLOCKED,
    });
    assert.notEqual(r.status, -1, `${name}: blocked and was killed`);
    assertError(r, 'E_INPUT', message);
    assert.ok(noOutputs(`${dir}-out`), `${name}: nothing written`);
  }
});
