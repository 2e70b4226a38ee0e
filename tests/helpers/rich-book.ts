/** A Book built in code with every block and inline kind (RICH-1, RICH-3, RICH-4, RICH-5, RICH-12, RICH-10, RICH-9, RICH-11, RICH-8), for the PDF tests. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Block, Book, Chapter, Inline, SourceRef } from '../../src/model/book.ts';

export const FIXTURES = fileURLToPath(new URL('../fixtures/pdf-rich/', import.meta.url));
const SRC: SourceRef = { path: 'rich.md', line: 1 };

export const t = (text: string): Inline => ({ kind: 'text', text });
export const em = (...children: Inline[]): Inline => ({ kind: 'emphasis', children });
export const strong = (...children: Inline[]): Inline => ({ kind: 'strong', children });
export const link = (href: string, ...children: Inline[]): Inline => ({ kind: 'link', href, children });
export const ref = (note: string): Inline => ({ kind: 'noteRef', note });
export const ruby = (base: string, annotation: string): Inline => ({ kind: 'ruby', base, annotation });
export const br: Inline = { kind: 'lineBreak' };
export const code = (text: string): Inline => ({ kind: 'code', text });
export const para = (...content: Inline[]): Block => ({ kind: 'paragraph', content, source: SRC });
export const note = (id: string, ...content: Inline[]): Block => ({ kind: 'footnote', id, blocks: [para(...content)], source: SRC });

/** Plain paragraphs from a committed excerpt (a seed chapter), to fill pages. */
export function filler(count: number, offset = 0): Block[] {
  const lines = readFileSync(fileURLToPath(new URL('../../seeds/000_0d28f9fcae77b8ca.txt', import.meta.url)), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return Array.from({ length: count }, (_, i) => para(t(lines[(offset + i) % lines.length])));
}

export function chapter(n: number, title: string, blocks: Block[]): Chapter {
  return { id: `c${n}`, title, script: 'zh-Hans', blocks, sources: ['rich.md'] };
}

/** Chapter 1: every construct once; chapter 2: footnotes referenced on several pages; chapter 3: plain text only. */
export function richBook(): Book {
  const one: Block[] = [
    para(
      t('那天夜里下着'),
      em(t('很大')),
      t('的雨，他推门进来，只说了一句：“'),
      strong(t('我不走了。')),
      t('”'),
      ref('rain'),
      t('门外是'),
      link('https://example.org/shufang', t('书坊')),
      t('的招牌，招牌上写着'),
      ruby('书坊', 'shū fāng'),
      t('两个字，旁边还贴着一张'),
      code('README.md'),
      t('的告示。'),
    ),
    ...filler(2),
    { kind: 'heading', level: 2, content: [t('第二节　城门')], source: SRC },
    para(t('城门下站着几个兵，'), em(t('谁也不说话')), t('，只看着雨水从城楼上流下来，流进护城河里。')),
    {
      kind: 'quote',
      blocks: [para(t('引文：天下大势，分久必合，合久必分。周末七国分争，并入于秦；及秦灭之后，楚、汉分争，又并入于汉。'))],
      source: SRC,
    },
    {
      kind: 'verse',
      lines: [[t('床前明月光，')], [t('疑是地上霜。')], [t('举头望明月，')], [t('低头思故乡。')]],
      source: SRC,
    },
    {
      kind: 'list',
      ordered: false,
      items: [[para(t('陌刀一把'))], [para(t('战马三匹，其中一匹是从辽东带回来的，脚力最好，跑起来像风一样快，谁也追不上。'))]],
      source: SRC,
    },
    { kind: 'list', ordered: true, items: [[para(t('先守城'))], [para(t('再出击'))]], source: SRC },
    { kind: 'image', src: 'images/map.png', alt: '书坊地图', caption: [t('书坊附近的地图')], source: SRC },
    para(t('第一行'), br, t('第二行紧跟着，不缩进。')),
    { kind: 'sceneBreak', source: SRC },
    ...filler(3, 2),
    note('rain', t('那一年的雨下了整整四十天，城里的老人都说从来没有见过。')),
  ];
  const two: Block[] = [];
  for (let k = 1; k <= 6; k++) {
    two.push(...filler(4, k * 3));
    two.push(para(t(`第${k}处注释引用在这里`), ref(`n${k}`), t('，后面还有几句话。')));
    two.push(note(`n${k}`, t(`第${k}条脚注：`), t('这条脚注说明上一段里提到的事情，文字比正文小一号，排在引用它的那一页的页脚。')));
  }
  return {
    meta: { title: '书坊测试', author: '测试作者', slug: 'rich' },
    chapters: [chapter(1, '第一章　雨夜', one), chapter(2, '第二章　注释', two), chapter(3, '第三章　平文', filler(6, 5))],
  };
}
