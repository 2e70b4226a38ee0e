import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyJunk } from '../../src/rules/junk.ts';
import { matchHeading } from '../../src/rules/headings.ts';
import { repairMarkup, isCodeLine } from '../../src/rules/markup.ts';
import { repairMojibake } from '../../src/ingest/mojibake.ts';
import { findUrls } from '../../src/rules/urls.ts';
import { skeleton } from '../../src/rules/confusables.ts';
import { storyEvidence } from '../../src/rules/story-guard.ts';
import { ingestBytes } from '../../src/ingest/index.ts';
import { cleanBook } from '../../src/stages/clean.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { blockText } from '../../src/model/book.ts';
import { run } from '../helpers/stages.ts';

/**
 * Lines of 100 000 characters made of long runs of spaces, NBSP, U+3000 and dashes, with letters between the
 * runs: a rule that backtracks (a `\s*` next to another `\s*`, a `[…]+$` trim) takes minutes on them, so a
 * quadratic rule makes this file hang. Every rule must be linear in its input; the answers are checked too.
 */
const N = 100_000;
const runs = ['  ', '\u00a0', '\u3000', '-', '—', '.', '（', '【', '“', 'w'].map((c) => c.repeat(N / c.length));
const between = (run: string) => [`a${run}b`, `${run}x`, `第${run}章`, `www${run}`, `本站${run}地址`, `${run}本章未完`];

test('the junk classifier, heading matcher, markup and mojibake repair, URL finder and story guard are linear on long runs', () => {
  for (const run of runs)
    for (const line of between(run)) {
      const junk = applyJunk(line);
      assert.ok(junk.lineRule !== undefined || junk.text !== undefined);
      matchHeading(line);
      repairMarkup(line);
      isCodeLine(line);
      repairMojibake(line);
      findUrls(line);
      skeleton(line, true);
      storyEvidence(line);
    }
});

test('a file of long lines is ingested and cleaned, each line kept or reported', () => {
  const lines = ['第一章 长', ...runs.map((r) => `他说${r}完了。`), '第二章 短', '正文。'];
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(new TextEncoder().encode(lines.join('\n')), { path: 'long.txt' }, report);
  const book = run(cleanBook, { meta: { title: 't', author: 'a', slug: 's' }, chapters }, report);
  assert.deepEqual(
    book.chapters.map((c) => c.title),
    ['第一章　长', '第二章　短'],
  );
  const kept = book.chapters[0].blocks.map(blockText);
  assert.ok(kept.every((t) => t.startsWith('他说') && t.endsWith('完了。')));
});
