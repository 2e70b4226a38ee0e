/** Chapter and volume heading rules as data, and the matcher that reads one line against them (CLEAN-9). */
import { NUMERAL_CHARS, parseChineseNumber } from './numerals.ts';

export type HeadingKind = 'chapter' | 'volume' | 'special';

export interface HeadingMatch {
  kind: HeadingKind;
  /** Title as shown: prefix removed, whitespace runs turned into one U+3000, e.g. `第一回　宴桃园豪杰三结义`. */
  title: string;
  /** Chapter number for 第N章/回/节/集 (undefined for volumes and 楔子-like headings). */
  number?: number;
  /** Volume named by a prefix on the same line (`上卷 第一回…` → `上卷`). */
  volume?: string;
  /**
   * A strong match has a separator (or nothing) after the unit and no sentence punctuation in its title.
   * A weak match (`第五十六  回吳用使時遷盜甲`, a body line starting 第四回中…) is only a heading when its number
   * fits the sequence around it; the splitter decides.
   */
  strong: boolean;
}

/** What may follow a prefix: a numbered heading or one of the unnumbered heading words. */
const HEADING_START = '(?=第|楔子|序|引子|前言|引言|尾声|尾聲|后记|後記|附录|附錄|番外|终章|終章)';

interface PrefixRule {
  id: string;
  re: RegExp;
  volume?: (m: RegExpExecArray) => string;
  source: string;
}

/** Site and edition prefixes before 第N回. */
const PREFIXES: readonly PrefixRule[] = [
  {
    id: 'zhengwen',
    re: /^正文[ \t\u3000]*/,
    source: 'sanguoyanyi A: `    正文 第一回 宴桃园豪杰三结义`; Legado 目录 rule `正文(?!完|结)`',
  },
  {
    id: 'half-volume',
    re: new RegExp(`^([上中下])(卷|部|册|冊)[ \\t\\u3000]+${HEADING_START}`),
    volume: (m) => m[1] + m[2],
    source: 'xiyouji A / shuihuzhuan A: `上卷 第一回`, `下卷 第一百回`',
  },
  {
    id: 'site-toc',
    re: new RegExp(`^《[^》]{0,30}》[ \\t\\u3000]*(?:目录|目錄)?[ \\t\\u3000]*${HEADING_START}`),
    source: 'xiyouji B (xstt5): `《》目录 第一回`',
  },
  {
    id: 'toc-word',
    re: new RegExp(`^(?:目录|目錄)[ \\t\\u3000]+${HEADING_START}`),
    source: 'site templates that print 目录 before each heading',
  },
];

/** Chapter units and the words they must not start (第三回合 is a bout, 第二部分 a part, 第一节课 a lesson). */
const CHAPTER_UNITS =
  '(?:章(?![程法节節])|回(?![合头頭来來去家事答忆憶味应應信到复復])|节(?![课課日目省约約拍奏])|節(?![課日目省約拍奏])|集(?![合和团團中体體资資市会會])|话(?![题语])|話(?![題語])|篇(?![张張幅]))';
/** Volume units (第X部门, 第X部队 and 第X部分 are not volumes: CLEAN-9). */
const VOLUME_UNITS = '(?:卷(?![子宗轴軸])|部(?![分门門队隊下落位件署长長委族首]))';

const NUM = `[${NUMERAL_CHARS}]{1,10}`;
const SEP = '[ \\t\\u3000:：、.．·—\\-]';

/** `第 N 回 title`: groups 1 number, 2 unit, 3 separator, 4 title. Whitespace inside 第…回 is a known scan error. */
const NUMBERED = new RegExp(`^第([ \\t\\u3000]{0,3}${NUM}[ \\t\\u3000]{0,3})(${CHAPTER_UNITS}|${VOLUME_UNITS})(${SEP}*)(.*)$`);

/**
 * Unnumbered headings (CLEAN-9, Legado 目录 rule; 附录 is the 陈光蕊 section between 第八回 and 第九回 in
 * xiyouji A, B and D): group 1 the word, 2 an optional number (番外一), 3 separator, 4 the rest.
 */
const SPECIAL = new RegExp(
  `^(楔子|序章|序言|序幕|序|引子|前言|引言|尾声|尾聲|后记|後記|附录|附錄|番外篇?|终章|終章|完本感言|跋)(${NUM})?(${SEP}*)(.*)$`,
);

/** Volume lines without 第: `卷一`, `卷之二 …`, a bare `上卷` or `下部`. */
const VOLUME_ONLY = new RegExp(`^(?:卷之?${NUM}|[上中下](?:卷|部|册|冊))(?:${SEP}+(.*))?$`);

/** Longest line that can be a heading, and longest title after the unit (CLEAN-9: an over-long line is a sentence). */
export const MAX_HEADING_LENGTH = 50;
const MAX_TITLE_LENGTH = 36;
/** Sentence punctuation that a title does not contain (a body line does). */
const SENTENCE_PUNCT = /[。；;]|[，,].*[，,]/;
/** A title glued to its unit with any punctuation in it is a sentence: 第四回中既将…，… (CLEAN-9). */
const WEAK_REJECT = /[，,。；;：:！!？?“”「」『』、]/;

/** Reads a line as a heading, or returns undefined. The line may carry indentation and a trailing CR. */
export function matchHeading(line: string): HeadingMatch | undefined {
  let text = line.replace(/^[\s\u3000\ufeff]+|[\s\u3000]+$/g, '');
  if (text === '' || Array.from(text).length > MAX_HEADING_LENGTH) return undefined;
  let volume: string | undefined;
  for (const rule of PREFIXES) {
    const m = rule.re.exec(text);
    if (!m) continue;
    if (rule.volume) volume = rule.volume(m);
    text = text.slice(m[0].length);
  }
  const found = numbered(text, volume) ?? special(text) ?? volumeOnly(text);
  return found && volume && found.kind === 'special' ? { ...found, volume } : found;
}

function numbered(text: string, volume: string | undefined): HeadingMatch | undefined {
  const m = NUMBERED.exec(text);
  if (!m) return undefined;
  const [, rawNumber, unit, sep, rest] = m;
  const n = parseChineseNumber(rawNumber.replace(/[ \t\u3000]/g, ''));
  if (n === undefined) return undefined;
  const title = rest.trim();
  if (Array.from(title).length > MAX_TITLE_LENGTH) return undefined;
  const spacedUnit = rawNumber !== rawNumber.trim();
  // A separator typed inside 第…回 instead of after it (第五十六  回吳用…) still counts as a separator.
  const separated = sep.length > 0 || title === '' || spacedUnit;
  if (!separated && WEAK_REJECT.test(title)) return undefined;
  const strong = separated && !SENTENCE_PUNCT.test(title);
  const head = `第${rawNumber.replace(/[ \t\u3000]+/g, '')}${unit}`;
  const shown = title === '' ? head : normalizeTitle(`${head}${sep.trim() ? sep : '\u3000'}${title}`);
  if (/卷|部/.test(unit) && !/章|回|节|節|集|话|話|篇/.test(unit)) {
    return { kind: 'volume', title: shown, strong, ...(volume ? { volume } : {}) };
  }
  return { kind: 'chapter', title: shown, number: n, strong, ...(volume ? { volume } : {}) };
}

function special(text: string): HeadingMatch | undefined {
  const m = SPECIAL.exec(text);
  if (!m) return undefined;
  const [, word, num = '', sep, rest] = m;
  const title = rest.trim();
  // 序齒，禮拜猴王 is a sentence (xiyouji PG line 531): a title must follow a separator.
  if (title !== '' && sep === '') return undefined;
  if (Array.from(title).length > MAX_TITLE_LENGTH || SENTENCE_PUNCT.test(title)) return undefined;
  const head = word + num;
  return { kind: 'special', title: title === '' ? head : normalizeTitle(`${head}${sep.trim() ? sep : '\u3000'}${title}`), strong: true };
}

function volumeOnly(text: string): HeadingMatch | undefined {
  const m = VOLUME_ONLY.exec(text);
  if (!m) return undefined;
  if (m[1] && (Array.from(m[1]).length > MAX_TITLE_LENGTH || SENTENCE_PUNCT.test(m[1]))) return undefined;
  return { kind: 'volume', title: normalizeTitle(text), strong: true };
}

/** Whitespace runs inside a title become one U+3000 (the separator of the corpus headings). */
export function normalizeTitle(title: string): string {
  return title.trim().replace(/[ \t\u3000]+/g, '\u3000');
}

/** Heading entries on one line (`第001回　… 第002回　…`): two or more mark a table-of-contents line. */
const ENTRY = new RegExp(`(?:^|[ \\t\\u3000])第[ \\t\\u3000]{0,2}${NUM}[ \\t\\u3000]{0,2}(?:${CHAPTER_UNITS}|${VOLUME_UNITS})`, 'g');

/** Number of 第N回-style entries on a line that has no sentence punctuation (0 otherwise). */
export function headingEntries(line: string): number {
  const text = line.trim();
  if (/[。；！？]/.test(text)) return 0;
  return text.match(ENTRY)?.length ?? 0;
}
