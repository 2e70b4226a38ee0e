/**
 * Evidence that a line is story, which vetoes junk evidence that is only lexical (docs/rules/cleaning.md#the-junk-classifier; `且听下回分解`
 * stays): dialogue marks, and narrative sentences that end like prose. One linear scan, no backtracking.
 */

/** Bracket pairs in which sites put their notices (`（本章完）`, `【最新更新】`). */
const ASIDE_OPEN = '（(【〔［[';
const ASIDE_CLOSE = '）)】〕］]';
/** Chinese quotation marks, opening and closing (the ASCII `"` opens and closes alike). */
export const QUOTE_OPEN = '“「『';
export const QUOTE_CLOSE = '”」』';
/**
 * Prose ends with a full stop (also the full-width `．` of the PG copies), an exclamation or question mark, an
 * ellipsis, a closing quote (an ASCII `"` too, as scraped lines write it), or a colon that introduces speech or verse (`高聲嚷道：`).
 */
const PROSE_END = '。．！？!?…”」』：:"';

/** Most Han letters a pair of quotation marks may hold and be a quoted word rather than speech, without a sentence mark. */
const QUOTED_WORD = 4;
/** Marks inside a quotation that make it speech however short (`“好！”`). */
const SPEECH_STOP = '，。！？!?…,';

/** Han characters a sentence needs to count as prose (`他说完了。` does; `请收藏。` does not). */
const MIN_SENTENCE = 4;

export interface StoryEvidence {
  /**
   * Speech in quotation marks outside brackets: a colon before an opening mark, or a pair holding a sentence mark or
   * more than QUOTED_WORD letters.
   */
  dialogue: boolean;
  /** A pair of quotation marks outside brackets, speech or a quoted word (`“浪里白条”张顺`): a story's, not an advert's. */
  quoted: boolean;
  /** A sentence outside brackets that ends like prose, with at least MIN_SENTENCE Han characters. */
  narrative: boolean;
  /** Han characters outside brackets. */
  han: number;
}

function isHan(c: number): boolean {
  return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xd840 && c <= 0xd87e);
}

export function storyEvidence(text: string): StoryEvidence {
  let depth = 0;
  let han = 0;
  let quoteOpen = false;
  /** Han letters and whether a sentence mark stood inside the quotation opened last. */
  let quotedHan = 0;
  let quotedStop = false;
  let quoted = false;
  let dialogue = false;
  let last = '';
  let prevOpen = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ASIDE_OPEN.includes(ch)) {
      depth++;
      continue;
    }
    if (ASIDE_CLOSE.includes(ch)) {
      if (depth > 0) depth--;
      continue;
    }
    if (depth > 0) continue;
    if (QUOTE_OPEN.includes(ch)) {
      if (prevOpen === '：' || prevOpen === ':') dialogue = true;
      quoteOpen = true;
      quotedHan = 0;
      quotedStop = false;
    } else if (QUOTE_CLOSE.includes(ch) && quoteOpen) {
      // A pair around a few letters is a quoted word (`控制栏“主题”可以切换`), not speech.
      if (quotedStop || quotedHan > QUOTED_WORD) dialogue = true;
      quoted = true;
      quoteOpen = false;
    } else if (quoteOpen && SPEECH_STOP.includes(ch)) quotedStop = true;
    if (isHan(ch.charCodeAt(0))) {
      han++;
      quotedHan++;
    }
    if (!/\s|\u3000/.test(ch)) {
      last = ch;
      prevOpen = ch;
    }
  }
  return { dialogue, quoted, narrative: han >= MIN_SENTENCE && PROSE_END.includes(last), han };
}
