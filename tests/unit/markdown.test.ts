import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseMarkdown } from '../../src/ingest/markdown.ts';
import { FrontMatterError } from '../../src/errors.ts';

test('front matter title, order, number and volume; numbers are decimal (010 → 10, "008" → 8)', () => {
  const md = parseMarkdown('---\ntitle: 第一章 风起\nnumber: 010\norder: "008"\nvolume: 第一卷\n---\n正文第一行\n第二行', 'c.md');
  assert.deepEqual(md.front, { title: '第一章 风起', number: 10, order: 8, volume: '第一卷' });
  assert.deepEqual([md.body, md.bodyLine], ['正文第一行\n第二行', 7]);
});

test('a body that starts with a `---` scene break is kept as body, not parsed as front matter', () => {
  const text = '---\n他推开门。\n---\n第二场景开始了。';
  assert.deepEqual(parseMarkdown(text, 'c.md'), { front: {}, body: text, bodyLine: 1, unknownKeys: [] });
  assert.equal(parseMarkdown('---\n一个没有结束的开头', 'c.md').bodyLine, 1);
});

test('CRLF front matter parses and the body has no stray CR; unknown keys are listed', () => {
  const md = parseMarkdown('---\r\ntitle: 第二章\r\nautor: 某人\r\n---\r\n正文\r\n', 'c.md');
  assert.deepEqual([md.front.title, md.unknownKeys, md.body.includes('\r')], ['第二章', ['autor'], false]);
});

test('MD-5: the book keys other tools write are read (author, description, publisher) or accepted without a warning (date, tags …)', () => {
  const md = parseMarkdown(
    '---\ntitle: 书名\nauthor: 林小满\ndescription: 一本书\npublisher: 书坊\ndate: 2024-03-01\ntags: [甲, 乙]\ndraft: false\nlang: zh-CN\n---\n正文',
    'book.md',
  );
  assert.deepEqual(md.front, { title: '书名', author: '林小满', description: '一本书', publisher: '书坊' });
  assert.deepEqual(md.unknownKeys, []);
});

test('YAML dates stay text and Chinese numerals are read as numbers', () => {
  assert.deepEqual(parseMarkdown('---\ntitle: 2024-01-01\nnumber: 十二\n---\n', 'c.md').front, { title: '2024-01-01', number: 12 });
});

test('front matter that is a string, a list, bad YAML or a bad number fails with the file and line', () => {
  const cases: [string, number, RegExp][] = [
    ['---\ntitle：第五章\nnumber：5\n---\n正文', 2, /full-width colon/],
    ['---\n- a\n- b\n---\n正文', 2, /list/],
    ['---\ntitle: 第六章: 决战\n---\n正文', 2, /invalid YAML/],
    ['---\ntitle: 第七章\nnumber: x1\n---\n', 3, /whole number/],
  ];
  for (const [text, line, message] of cases) {
    assert.throws(
      () => parseMarkdown(text, 'chapters/c.md'),
      (e: unknown) => {
        assert.ok(e instanceof FrontMatterError, String(e));
        assert.deepEqual([e.file, e.line], ['chapters/c.md', line]);
        assert.match(e.message, message);
        return true;
      },
    );
  }
});

test("results are not shared through gray-matter's cache", () => {
  const text = '---\ntitle: 第一章\n---\n正文';
  parseMarkdown(text, 'a.md').front.title = 'changed';
  assert.equal(parseMarkdown(text, 'a.md').front.title, '第一章');
});
