/**
 * Title and author lines that e-book sites put before the first chapter (the corpus files' headers), so a
 * single .txt without book.yaml still gets its real title. Each pattern names its groups; first match wins.
 */
export interface TitleLineRule {
  id: string;
  source: string;
  re: RegExp;
}

export const TITLE_LINE_RULES: readonly TitleLineRule[] = [
  // `[西游记 / 吴承恩（明） 著 ]` (the hrFZxYeN5qv/ebook site template, corpus source A)
  { id: 'bracket-slash', source: 'corpus xiyouji/sanguo/shuihu A', re: /^\[\s*(?<title>[^/\]]+?)\s*\/\s*(?<author>[^\]]+?)\s*著?\s*\]$/ },
  // `《三國演義》作者：羅貫中` (corpus source C)
  { id: 'book-marks-author', source: 'corpus sanguoyanyi C', re: /^《(?<title>[^》]+)》\s*作者[:：]\s*(?<author>.+)$/ },
  // `《水浒传》` alone on a line (corpus sources B)
  { id: 'book-marks', source: 'corpus shuihuzhuan/xiyouji B', re: /^《(?<title>[^》]+)》$/ },
  // `书名：…` / `作者：…` lines
  { id: 'labelled-title', source: 'common TXT exports', re: /^(?:书名|書名)[:：]\s*(?<title>.+)$/ },
  { id: 'labelled-author', source: 'common TXT exports', re: /^作者[:：]\s*(?<author>.+)$/ },
];

/** Title and author read from a site header; either may be missing. */
export interface TitleLines {
  title?: string;
  author?: string;
}

/** Title and author found in the lines before the first chapter, if any. */
export function findTitleLines(lines: readonly string[]): TitleLines {
  const found: TitleLines = {};
  for (const raw of lines) {
    const line = raw.trim();
    for (const rule of TITLE_LINE_RULES) {
      const g = rule.re.exec(line)?.groups;
      if (!g) continue;
      if (g.title && !found.title) found.title = g.title.trim();
      if (g.author && !found.author) found.author = g.author.replace(/[（(][^）)]*[）)]/g, '').trim();
      break;
    }
    if (found.title && found.author) break;
  }
  return found;
}
