/**
 * `shufang init [DIR]`: the files of a new book folder — a book.yaml that names every key (all but title and
 * author commented out), a chapters/ folder with one example chapter, and a .gitignore for the outputs — so
 * that `shufang build DIR` works at once. cli.ts writes them; existing files are never overwritten.
 */

export interface InitFile {
  /** Relative to the book folder. */
  path: string;
  content: string;
}

/** book.yaml with every key the schema knows (config/schema.ts), explained; `shufang build` reads it as it is. */
const BOOK_YAML = `# book.yaml: the book's metadata and settings. Every key is optional; the commented ones show
# their default or an example. The keys are described in README.md (book.yaml) and checked against
# schema/book.schema.json, which editors can use for completion.
title: 我的书
author: 佚名
# slug: my-book                   # file-name stem of the outputs (default: from the folder name)
# description: 一句话简介
# publisher: 某出版社
# language: zh-Hans               # the script the book is written in: zh-Hans or zh-Hant
# identifier: urn:uuid:00000000-0000-0000-0000-000000000000   # default: derived from the content
# encoding: gb18030               # force every file's encoding: utf-8, gb18030, gbk, big5, utf-16le, utf-16be
# template: classic               # classic, pocket, screen or vertical, or a folder under templates/
# scripts: [zh-Hans, zh-Hant]     # editions; zh-Hant-HK adds Hong Kong forms
# formats: [epub, pdf]
# cover: cover.jpg                # a .jpg or .png in this folder (default: a typographic cover)
# fonts:                          # body font per edition (default: Noto Serif SC/TC/HK)
#   zh-Hans: fonts/MyFont.otf
# dictionary: terms.txt           # one \`简体 繁體\` pair a line, applied before OpenCC
# embedFonts: true                # embed a font subset in the EPUB (default: the template's)
# pageList: true                  # the PDF's page numbers in the EPUB: page list and markers (default: the template's)
# chapters:                       # explicit reading order (default: every .txt/.md in chapters/, or 目录.txt)
#   - chapters/第一章.txt
#   - { file: chapters/第二章.txt, title: 第二章　下山 }
# rules:                          # your own cleaning rules, run before the built-in ones, reported by id
#   - { id: my-site-line, pattern: '^本书首发于.*$', scope: line }
#   - { id: my-mark, pattern: '（求收藏）', scope: span }
#   - { id: old-name, pattern: '孙行者', replace: '孙悟空', scope: span }
# rules: rules.yaml               # …or a YAML/JSON file of such rules, or a legado 替换净化 JSON export
# chapterPattern: '^第(?<number>\\d+)话'   # a chapter heading, when detection misses them (--chapter-pattern)
# authorNotes: drop               # author's notes (PS：…, 求月票) and notice chapters: drop (default) or keep
`;

/** An example chapter: a heading line, then paragraphs (西游记, public domain). */
const CHAPTER = `第一章　灵根育孕源流出
　　诗曰：混沌未分天地乱，茫茫渺渺无人见。自从盘古破鸿蒙，开辟从兹清浊辨。
　　盖闻天地之数，有十二万九千六百岁为一元。将一元分为十二会，乃子、丑、寅、卯、辰、巳、午、未、申、酉、戌、亥之十二支也。
　　感盘古开辟，三皇治世，五帝定伦，世界之间，遂分为四大部洲：曰东胜神洲，曰西牛贺洲，曰南赡部洲，曰北俱芦洲。
`;

const GITIGNORE = `# shufang's outputs and build cache
out/
.shufang-cache/
`;

/** The files `init` writes, in the order it writes them. */
export function initFiles(): InitFile[] {
  return [
    { path: 'book.yaml', content: BOOK_YAML },
    { path: 'chapters/第一章.txt', content: CHAPTER },
    { path: '.gitignore', content: GITIGNORE },
  ];
}
