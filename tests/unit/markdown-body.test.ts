import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readMarkdownBody } from '../../src/ingest/markdown-body.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import type { Block } from '../../src/model/book.ts';
import type { Inline } from '../../src/model/inline.ts';

function read(md: string, firstLine = 1) {
  const report = new DiagnosticsCollector();
  const body = readMarkdownBody(md, firstLine, 'c.md', report);
  return { items: body.items, report };
}
const blocks = (md: string) => read(md).items as Block[];
const content = (md: string): Inline[] => {
  const [b] = blocks(md);
  assert.equal(b.kind, 'paragraph', JSON.stringify(b));
  return (b as Extract<Block, { kind: 'paragraph' }>).content;
};

test('MD-1: strong and emphasis next to CJK punctuation are markup, not literal asterisks', () => {
  const cases: [string, string][] = [
    ['**真，**她想', '真，'],
    ['他说：**我不走了。**然后走了', '我不走了。'],
    ['写的是**「敬惜字纸」**四个', '「敬惜字纸」'],
    ['**（光绪年间）**已经', '（光绪年间）'],
    ['她问：“**你不怕吗？**”他', '你不怕吗？'],
    ['有没有*《红楼梦》*？', '《红楼梦》'],
  ];
  for (const [md, inner] of cases) {
    const c = content(md);
    const marked = c.find((n) => n.kind === 'strong' || n.kind === 'emphasis');
    assert.ok(marked && 'children' in marked, md);
    assert.deepEqual(marked.children, [{ kind: 'text', text: inner }], md);
    assert.ok(!JSON.stringify(c).includes('*'), `${md}: no asterisk left`);
  }
});

test('MD-2: a soft break between Han characters joins without a space; next to Latin it is a space', () => {
  assert.deepEqual(content('四个大字，\n旁边一行小字'), [{ kind: 'text', text: '四个大字，旁边一行小字' }]);
  assert.deepEqual(content('他读 Moby\nDick 读了一夜'), [{ kind: 'text', text: '他读 Moby Dick 读了一夜' }]);
  assert.deepEqual(content('English\n中文'), [{ kind: 'text', text: 'English 中文' }]);
  assert.deepEqual(content('说：“\n走吧”'), [{ kind: 'text', text: '说：“走吧”' }]);
});

test('MD-3: raw HTML tags are dropped with W_RAW_HTML and a report entry each; their text stays', () => {
  const { items, report } = read('前<span style="color:red">红字</span>后<br>换行<!-- 注 -->。\n\n<div class="x">\n块里的字\n</div>\n');
  assert.deepEqual(items[0], {
    kind: 'paragraph',
    content: [{ kind: 'text', text: '前红字后' }, { kind: 'lineBreak' }, { kind: 'text', text: '换行。' }],
    source: { path: 'c.md', line: 1 },
  });
  assert.deepEqual(items[1], { kind: 'paragraph', content: [{ kind: 'text', text: '块里的字' }], source: { path: 'c.md', line: 4 } });
  assert.deepEqual(
    report.dropped.map((d) => [d.line, d.text, d.reason]),
    [
      [1, '<span style="color:red">', 'markdown.raw-html'],
      [1, '</span>', 'markdown.raw-html'],
      [1, '<br>', 'markdown.raw-html'],
      [1, '<!-- 注 -->', 'markdown.raw-html'],
      [3, '<div class="x">', 'markdown.raw-html'],
      [5, '</div>', 'markdown.raw-html'],
    ],
  );
  assert.deepEqual(
    report.warnings.map((w) => [w.code, w.data?.count]),
    [['W_RAW_HTML', 6]],
  );
});

test('MD-3: a script or style element goes whole, text and all', () => {
  const { items } = read('<script>\nalert("x")\n</script>\n\n正文。\n');
  assert.deepEqual(
    items.map((b) => (b as Extract<Block, { kind: 'paragraph' }>).content),
    [[{ kind: 'text', text: '正文。' }]],
  );
});

test('MD-4: --- under a line is a scene break (setext headings are off), as are *** and ___', () => {
  const kinds = blocks('他走了。\n---\n第二天。\n\n***\n\n又一天。\n\n___\n\n完。').map((b) => b.kind);
  assert.deepEqual(kinds, ['paragraph', 'sceneBreak', 'paragraph', 'sceneBreak', 'paragraph', 'sceneBreak', 'paragraph']);
});

test('MD-5: a top-level # is a chapter heading, ## to #### are section levels 2–4, deeper ones level 4', () => {
  const items = read('# 第一章\n\n## 一节\n\n### 小节\n\n##### 更小\n\n> # 引文里的标题\n').items;
  assert.deepEqual(
    items.map((b) => (b.kind === 'heading' ? `h${b.level}` : b.kind === 'quote' ? `quote:${b.blocks.map((q) => q.kind)}` : b.kind)),
    ['chapterHeading', 'h2', 'h3', 'h4', 'quote:heading'],
  );
});

test('MD-6: an image alone in its paragraph is a figure with alt text and its title as caption; inside text it splits the paragraph', () => {
  assert.deepEqual(blocks('![书坊地图](images/map.png "河在南")'), [
    {
      kind: 'image',
      src: 'images/map.png',
      alt: '书坊地图',
      caption: [{ kind: 'text', text: '河在南' }],
      source: { path: 'c.md', line: 1 },
    },
  ]);
  const split = blocks('前面的话，\n![图](a.png)后面的话。');
  assert.deepEqual(
    split.map((b) => [b.kind, b.source.line]),
    [
      ['paragraph', 1],
      ['image', 2],
      ['paragraph', 1],
    ],
  );
});

test('MD-7: footnotes become noteRefs and footnote blocks with the lines of their paragraphs', () => {
  const items = read('正文[^a]，又[^a]。\n\n[^a]: 注一。\n\n    注的第二段。\n', 10).items;
  const para = items[0] as Extract<Block, { kind: 'paragraph' }>;
  assert.deepEqual(
    para.content.filter((n) => n.kind === 'noteRef'),
    [
      { kind: 'noteRef', note: 'fn1' },
      { kind: 'noteRef', note: 'fn1' },
    ],
  );
  const note = items[1] as Extract<Block, { kind: 'footnote' }>;
  assert.deepEqual([note.kind, note.id, note.source, note.blocks.length], ['footnote', 'fn1', { path: 'c.md', line: 12, endLine: 14 }, 2]);
});

test('MD-7: a cited label with no definition loses its marker, with W_MARKDOWN_NOTE', () => {
  const { items, report } = read('正文[^nope]。');
  assert.deepEqual((items[0] as Extract<Block, { kind: 'paragraph' }>).content, [{ kind: 'text', text: '正文。' }]);
  assert.deepEqual(
    report.warnings.map((w) => w.code),
    ['W_MARKDOWN_NOTE'],
  );
  assert.deepEqual(
    report.dropped.map((d) => [d.text, d.reason]),
    [['[^nope]', 'markdown.undefined-note']],
  );
});

test('MD-8: lines that all end in a hard break are verse; a mix of soft and hard breaks is a paragraph with a line break', () => {
  assert.deepEqual(blocks('满纸荒唐言，\\\n一把辛酸泪。  \n都云作者痴。'), [
    {
      kind: 'verse',
      lines: [[{ kind: 'text', text: '满纸荒唐言，' }], [{ kind: 'text', text: '一把辛酸泪。' }], [{ kind: 'text', text: '都云作者痴。' }]],
      source: { path: 'c.md', line: 1, endLine: 3 },
    },
  ]);
  assert.deepEqual(
    blocks('甲，\n乙。\\\n丙。').map((b) => b.kind),
    ['paragraph'],
  );
});

test('MD-9: web links, autolinks and mail links stay links; a link to a local file keeps its text with W_MARKDOWN_LINK', () => {
  const { items, report } = read(
    '见<https://example.org/a>和[地址](https://example.com "t")，写信[给我](mailto:a@b.c)，或看[下一章](02.md)。',
  );
  const c = (items[0] as Extract<Block, { kind: 'paragraph' }>).content;
  assert.deepEqual(
    c.filter((n) => n.kind === 'link').map((n) => n.kind === 'link' && n.href),
    ['https://example.org/a', 'https://example.com', 'mailto:a@b.c'],
  );
  assert.ok(c.some((n) => n.kind === 'text' && n.text.includes('或看下一章。')));
  assert.deepEqual(
    report.warnings.map((w) => [w.code, w.data?.href]),
    [['W_MARKDOWN_LINK', '02.md']],
  );
});

test('MD-10: {base|annotation} is ruby; one annotation per character with several bars', () => {
  assert.deepEqual(content('开在{巷|xiàng}子'), [
    { kind: 'text', text: '开在' },
    { kind: 'ruby', base: '巷', annotation: 'xiàng' },
    { kind: 'text', text: '子' },
  ]);
  assert.deepEqual(
    content('{漢字|かん|じ}').filter((n) => n.kind === 'ruby'),
    [
      { kind: 'ruby', base: '漢', annotation: 'かん' },
      { kind: 'ruby', base: '字', annotation: 'じ' },
    ],
  );
});

test('quotes, lists and code keep their structure and lines', () => {
  const items = blocks('> 引文一。\n>\n> 引文二。\n\n1. 甲\n2. 乙\n\n```\nconst a = 1;\nlet b;\n```\n');
  assert.deepEqual(
    items.map((b) => [b.kind, b.source]),
    [
      ['quote', { path: 'c.md', line: 1, endLine: 3 }],
      ['list', { path: 'c.md', line: 5, endLine: 7 }],
      ['paragraph', { path: 'c.md', line: 8, endLine: 11 }],
    ],
  );
  const list = items[1] as Extract<Block, { kind: 'list' }>;
  assert.deepEqual([list.ordered, list.items.length], [true, 2]);
  assert.deepEqual((items[2] as Extract<Block, { kind: 'paragraph' }>).content, [
    { kind: 'code', text: 'const a = 1;' },
    { kind: 'lineBreak' },
    { kind: 'code', text: 'let b;' },
  ]);
});
