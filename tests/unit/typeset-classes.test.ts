/** Tests the character-class data and lookups (CLS-1, CLS-2, LB-1 sets). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { C, CLASS_MEMBERS, classOf, classifyRun, isNoEnd, isNoStart, PROHIBITIONS } from '../../src/typeset/classes.ts';

/** The code points docs/rules/typography.md#character-classes lists, class by class. */
const SPEC: Record<string, string> = {
  PAUSE: '、，。．：；！？‼⁇⁈⁉',
  CLOSE_Q: '”’」』',
  CLOSE_BR: '）〕〗】］｝》〉',
  OPEN_Q: '“‘「『',
  OPEN_BR: '（〔〖【［｛《〈',
  CONNECTOR: '–～〜',
  INTERPUNCT: '·・‧•',
  SOLIDUS: '／/',
};

test('CLS-1: the class table holds every code point the docs list, one entry each', () => {
  for (const [name, chars] of Object.entries(SPEC)) {
    const members = CLASS_MEMBERS[name as keyof typeof CLASS_MEMBERS] as readonly number[];
    for (const ch of chars) assert.ok(members.includes(ch.codePointAt(0)!), `${name} lacks ${ch}`);
    assert.equal(new Set(members).size, members.length, `${name} has duplicates`);
  }
});

test('CLS-1: NO_START and NO_END share no class at any level', () => {
  for (const [level, p] of Object.entries(PROHIBITIONS)) assert.equal(p.noStart & p.noEnd, 0, level);
  for (const chars of Object.values(SPEC)) {
    for (const ch of chars) {
      const cp = ch.codePointAt(0)!;
      assert.ok(!(isNoStart(cp) && isNoEnd(cp)), ch);
    }
  }
});

test('CLS-2: —— is DASH2, a lone — between digits is a connector, …… is ELLIPSIS2', () => {
  assert.deepEqual(classifyRun('——'), ['DASH2']);
  assert.ok(classifyRun('1949—1976').includes('CONNECTOR'));
  assert.deepEqual(classifyRun('……'), ['ELLIPSIS2']);
  assert.deepEqual(classifyRun('————'), ['DASH2', 'DASH2']);
  assert.deepEqual(classifyRun('⸺'), ['DASH2']);
});

test('LB-1: basic forbids closing marks at a line start and opening marks at a line end; none forbids nothing', () => {
  for (const ch of '，。、；：？！”’」』）》') assert.ok(isNoStart(ch.codePointAt(0)!, 'basic'), ch);
  for (const ch of '“‘「『（《') assert.ok(isNoEnd(ch.codePointAt(0)!, 'basic'), ch);
  for (const ch of '，。”」“「') {
    assert.ok(!isNoStart(ch.codePointAt(0)!, 'none') && !isNoEnd(ch.codePointAt(0)!, 'none'), ch);
  }
  assert.ok(isNoStart(0x2014, 'basic'), 'a lone U+2014 is a connector');
});

test('classOf separates Han from other wide characters and Latin letters from digits', () => {
  assert.equal(classOf('汉'.codePointAt(0)!), C.HAN);
  assert.equal(classOf('𠀀'.codePointAt(0)!), C.HAN);
  assert.equal(classOf('〇'.codePointAt(0)!), C.HAN);
  assert.equal(classOf('あ'.codePointAt(0)!), C.WIDE);
  assert.equal(classOf(0xe000), C.WIDE);
  assert.equal(classOf('a'.codePointAt(0)!), C.LATIN);
  assert.equal(classOf('7'.codePointAt(0)!), C.DIGIT);
  assert.equal(classOf(0x3000), C.IDEO_SPACE);
  assert.equal(classOf(0x20), C.SPACE);
});
