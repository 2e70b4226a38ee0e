/** Text changes a vertical (直排) edition needs: corner quotes (VERT-3, TRAD-1) and tate-chu-yoko digits (VERT-4). */
import { mapBlockText, mapChapters, type Book, type Script } from '../../model/book.ts';
import { restyleQuotes, type QuoteStyle } from '../../rules/quotes.ts';

/** Vertical quotes: “” are "hardly ever used in vertical writing" (clreq); mainland double = 『』, single = 「」. */
const VERTICAL_QUOTES: Record<Script, QuoteStyle> = {
  'zh-Hans': { outer: ['『', '』'], inner: ['「', '」'] },
  'zh-Hant': { outer: ['「', '」'], inner: ['『', '』'] },
  'zh-Hant-HK': { outer: ['「', '」'], inner: ['『', '』'] },
};

export function verticalText(book: Book, script: Script): Book {
  return mapChapters(book, (c) => mapBlockText(c, (t) => restyleQuotes(t, VERTICAL_QUOTES[script])));
}

/** 1–3 ASCII digits standing alone become one upright em box (TDPF allows 1–3; VERT-4). Input is escaped XHTML. */
export function tateChuYoko(escaped: string): string {
  return escaped.replace(/(?<![0-9A-Za-z.,&#;])[0-9]{1,3}(?![0-9A-Za-z.,])/g, (d) => `<span class="tcy">${d}</span>`);
}
