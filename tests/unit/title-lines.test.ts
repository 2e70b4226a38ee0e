import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findTitleLines } from '../../src/rules/title-lines.ts';

test('site headers give title and author: [书名 / 作者 著 ], 《书名》作者：…, 《书名》', () => {
  assert.deepEqual(findTitleLines(['\u3000\u3000[西游记 / 吴承恩（明） 著 ]', '书籍介绍:']), { title: '西游记', author: '吴承恩' });
  assert.deepEqual(findTitleLines(['《三國演義》作者：羅貫中', '簡介']), { title: '三國演義', author: '羅貫中' });
  assert.deepEqual(findTitleLines(['天涯在线书库《www.tianyabook.com》', '《水浒传》']), { title: '水浒传' });
  assert.deepEqual(findTitleLines(['他看了一眼《孙子兵法》，说道']), {});
});
