/**
 * Measures the noise-token learner (src/rules/learned-noise.ts) on generated books: story paragraphs from the corpus
 * (after the cleaner, so that only the tokens differ), a site's handful of meaningless Han tokens scattered through
 * them at random places, then ingest and clean as a build runs them. Prints, per split, the share of inserted tokens
 * cut (recall: the paragraph comes out as it does from the same book without tokens), the story paragraphs changed that held no token (precision) and the books where nothing was learned.
 *
 *   npx tsx scripts/measure-noise.ts [CORPUS_DIR] [--books 60] [--split dev,devStory,held] [--errors 5]
 *
 * `dev` (and `devStory`, its tokens made of the story's letters) and `held` draw from different parameter sets (token letters, lengths, insertion rates, book lengths) and
 * different seeds; the learner's thresholds were set before either was run, and `held` is kept for figures only.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ingestBytes } from '../src/ingest/index.ts';
import { type Book, blockText } from '../src/model/book.ts';
import { DiagnosticsCollector } from '../src/model/diagnostics.ts';
import { cleanBook } from '../src/stages/clean.ts';
import { rng } from '../tests/helpers/dirty-books.ts';
import { STAGE_CTX } from '../tests/helpers/stages.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const corpus = resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '../shared/corpus');
const books = Number(flag('books', '60'));
const splits = flag('split', 'dev,held').split(',') as Split[];
const showErrors = Number(flag('errors', '0'));

type Split = 'dev' | 'devStory' | 'devSparse' | 'held';

interface Params {
  seedBase: number;
  /** Where a token's letters come from: any CJK ideograph, or the story's own letters (a site that wants them to blend in). */
  letters: ('any' | 'story')[];
  lengths: number[];
  tokens: [number, number];
  /** Share of paragraphs given a token. */
  rate: [number, number];
  paragraphs: [number, number];
  /** Share of inserts placed at a paragraph's end, at its start; the rest fall anywhere inside. */
  atEnd: number;
  atStart: number;
}

const DEV: Params = {
  seedBase: 1,
  letters: ['any'],
  lengths: [2, 3],
  tokens: [1, 4],
  rate: [0.05, 0.2],
  paragraphs: [300, 1500],
  atEnd: 0.25,
  atStart: 0.15,
};

const PARAMS: Record<Split, Params> = {
  dev: DEV,
  /** The dev books with tokens made of the story's own letters, which blend in (other seeds). */
  devStory: { ...DEV, seedBase: 50_001, letters: ['story'] },
  /** The dev books made sparse: short books and few inserts, so that each token shows few times (other seeds). */
  devSparse: { ...DEV, seedBase: 70_001, rate: [0.01, 0.05], paragraphs: [150, 800] },
  held: {
    seedBase: 100_001,
    letters: ['any', 'story'],
    lengths: [2, 2, 3, 4],
    tokens: [1, 6],
    rate: [0.02, 0.3],
    paragraphs: [150, 3000],
    atEnd: 0.15,
    atStart: 0.25,
  },
};

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const between = (r: () => number, [lo, hi]: [number, number]) => lo + r() * (hi - lo);

/** A book's bytes read and cleaned as a build does (ingest, then the clean stage). */
function cleaned(bytes: Uint8Array, path: string) {
  const { chapters } = ingestBytes(bytes, { path }, new DiagnosticsCollector());
  return cleanBook({ meta: { title: 't', author: '', slug: 't' }, chapters }, STAGE_CTX);
}

const paragraphsOf = (book: Book) => book.chapters.flatMap((c) => c.blocks.filter((b) => b.kind === 'paragraph').map(blockText));

/** Clean story paragraphs of a corpus novel: ingested and cleaned, so the cleaner's own changes are not counted. */
function storyOf(file: string): string[] {
  return paragraphsOf(cleaned(readFileSync(join(corpus, file)), file).book).filter((t) => t.length >= 12);
}

const STORIES = ['sanguoyanyi/sanguoyanyi.zhs.utf8.txt', 'shuihuzhuan/shuihuzhuan.zht.utf8.txt', 'hongloumeng/hongloumeng.zhs.utf8.txt'];
const story = STORIES.map(storyOf);

interface Made {
  text: string;
  /** The same book without the tokens: what the cleaner makes of it is what each paragraph should come out as. */
  plain: string;
  /** Per paragraph: the story as written and the number of tokens put in it. */
  lines: { story: string; inserted: number }[];
  tokens: string[];
}

function makeBook(split: Split, n: number): Made {
  const p = PARAMS[split];
  const r = rng(p.seedBase + n * 7919);
  const source = story[n % story.length];
  const count = Math.floor(between(r, p.paragraphs));
  const from = Math.floor(r() * Math.max(1, source.length - count));
  const paragraphs = source.slice(from, from + count);
  const storyLetters = [...new Set(paragraphs.join('').match(/\p{Script=Han}/gu) ?? [])];
  const letters = pick(r, p.letters);
  const letter = () => (letters === 'story' ? pick(r, storyLetters) : String.fromCodePoint(0x4e00 + Math.floor(r() * (0x9fa5 - 0x4e00))));
  const tokens = Array.from({ length: Math.round(between(r, p.tokens)) }, () =>
    Array.from({ length: pick(r, p.lengths) }, letter).join(''),
  );
  const rate = between(r, p.rate);
  const lines = paragraphs.map((s) => {
    if (r() >= rate) return { story: s, inserted: 0, text: s };
    const token = pick(r, tokens);
    const where = r();
    const at = where < p.atEnd ? s.length : where < p.atEnd + p.atStart ? 0 : 1 + Math.floor(r() * (s.length - 1));
    return { story: s, inserted: 1, text: s.slice(0, at) + token + s.slice(at) };
  });
  const join = (texts: string[]) => texts.map((t, i) => (i % 40 === 0 ? `第${i / 40 + 1}章 第${i / 40 + 1}\n${t}` : t)).join('\n');
  return { text: join(lines.map((l) => l.text)), plain: join(paragraphs), lines, tokens };
}

for (const split of splits) {
  let inserted = 0;
  let cut = 0;
  let clean = 0;
  let harmed = 0;
  let unaligned = 0;
  let learnedNone = 0;
  const errors: string[] = [];
  for (let n = 0; n < books; n++) {
    const made = makeBook(split, n);
    const result = cleaned(Buffer.from(made.text), `${split}-${n}.txt`);
    const out = paragraphsOf(result.book);
    const expected = paragraphsOf(cleaned(Buffer.from(made.plain), `${split}-${n}.txt`).book);
    const cutTokens = result.diagnostics.dropped.filter((d) => d.reason === 'junk.noise-token').length;
    if (cutTokens === 0 && made.lines.some((l) => l.inserted)) learnedNone++;
    if (out.length !== made.lines.length || expected.length !== made.lines.length) {
      unaligned++;
      continue;
    }
    made.lines.forEach((l, i) => {
      if (l.inserted) {
        inserted++;
        if (out[i] === expected[i]) cut++;
        else if (errors.length < showErrors) errors.push(`${split}-${n} missed [${made.tokens.join(' ')}]: ${out[i].slice(0, 80)}`);
      } else {
        clean++;
        if (out[i] !== expected[i]) {
          harmed++;
          if (errors.length < showErrors) {
            let d = 0;
            while (d < expected[i].length && expected[i][d] === out[i][d]) d++;
            errors.push(
              `${split}-${n} harmed at ${d}: …${expected[i].slice(Math.max(0, d - 20), d + 20)} → …${out[i].slice(Math.max(0, d - 20), d + 20)}`,
            );
          }
        }
      }
    });
  }
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(2)}%`;
  console.log(`== ${split}: ${books} books`);
  console.log(`token recall      ${pct(cut, inserted)}  (${cut} of ${inserted} paragraphs with a token back to their story exactly)`);
  console.log(`story precision   ${pct(clean - harmed, clean)}  (${harmed} of ${clean} paragraphs without a token changed)`);
  console.log(`books learning nothing ${learnedNone}; books whose paragraphs did not align ${unaligned}`);
  for (const e of errors) console.log(`  ${e}`);
}
