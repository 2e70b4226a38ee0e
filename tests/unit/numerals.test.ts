import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseChineseNumber, parseHeadingNumber } from '../../src/rules/numerals.ts';

test('CLEAN-9 numerals: Chinese with units, 两, zeros, positional forms, Arabic and full-width digits', () => {
  const cases: [string, number | undefined][] = [
    ['一', 1],
    ['十', 10],
    ['十一', 11],
    ['二十', 20],
    ['一百二十', 120],
    ['一百十八', 118],
    ['一百零五', 105],
    ['一百一十八', 118],
    ['两', 2],
    ['两千零一', 2001],
    ['三万五千', 35000],
    ['廿一', 21],
    ['零', 0],
    ['一二零', 120],
    ['一○○', 100],
    ['一〇一', 101],
    ['九八', 98],
    ['一一', 11],
    ['一○', 10],
    ['001', 1],
    ['120', 120],
    ['１２', 12],
    ['3万', 30000],
    ['', undefined],
    ['abc', undefined],
    ['二三十', undefined],
    ['十百', undefined],
  ];
  for (const [s, n] of cases) assert.equal(parseChineseNumber(s), n, s);
});

test('CLEAN-9 heading numbers: 第N章/回/节/集 after prefixes and malformed spacing', () => {
  const cases: [string, number | undefined][] = [
    ['第一百二十回　荐杜预老将献新谋', 120],
    ['正文 第一回 宴桃园豪杰三结义', 1],
    ['上卷 第一回　王教头私走延安府', 1],
    ['第五十六  回吳用使時遷盜甲', 56],
    ['第一○○回     徑回東土', 100],
    ['第01回 王教头', 1],
    ['第３章 风起', 3],
    ['第十节', 10],
    ['第二集', 2],
    ['楔子　张天师祈禳瘟疫', undefined],
    ['第三卷 北伐', undefined],
    ['引子', undefined],
  ];
  for (const [s, n] of cases) assert.equal(parseHeadingNumber(s), n, s);
});
