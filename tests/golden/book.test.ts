/** Book JSON goldens: the Book after each stage, and what each stage reported, for a few fixtures: a change in a stage shows in that stage's file. */
import { test } from 'node:test';
import { expectGolden, stableJson, stageSnapshots } from '../helpers/golden.ts';
import { BOOK_STAGES } from '../../src/stages/index.ts';

/** Each fixture shows one kind of input; see tests/fixtures/golden/README.md for what each holds. */
const FIXTURES: { name: string; input: string; scripts?: ('zh-Hans' | 'zh-Hant' | 'zh-Hant-HK')[] }[] = [
  { name: 'scraped-folder', input: 'tests/fixtures/ingest/scraped' },
  { name: 'novel-volumes-toc', input: 'tests/fixtures/golden/novel-volumes-toc.txt' },
  { name: 'markdown-chapter', input: 'tests/fixtures/golden/markdown-chapter.md' },
  {
    name: 'traditional-over-converted',
    input: 'tests/fixtures/golden/traditional-over-converted.txt',
    scripts: ['zh-Hans', 'zh-Hant', 'zh-Hant-HK'],
  },
];

for (const fixture of FIXTURES) {
  test(`${fixture.name}: the Book after ingest, clean, dedupe, order and convert matches its goldens`, async () => {
    const snapshots = await stageSnapshots(fixture.input, fixture.scripts ? { scripts: fixture.scripts } : {});
    snapshots.forEach(({ stage, book, diagnostics }, i) => {
      const n = Math.min(i + 1, BOOK_STAGES.length + 2); // ingest, the book stages, then one step the convert snapshots share
      expectGolden(stableJson({ stage, book, diagnostics }), `tests/golden/book/${fixture.name}/${n}-${stage}.json`);
    });
  });
}
