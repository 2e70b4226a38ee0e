/** Many literal phrases found in one pass (Aho–Corasick): linear in the text whatever the number of phrases. */

export interface PhraseHit {
  /** Index of the phrase in the list the index was built from. */
  phrase: number;
  /** UTF-16 offsets in the searched text, end exclusive. */
  start: number;
  end: number;
}

/**
 * An automaton over UTF-16 code units. Built once per phrase list; `find` visits each unit of the text once
 * (plus output links), so a 100 KB line costs the same as a hundred 1 KB lines (the cleaner must stay linear in its input).
 */
export class PhraseIndex {
  private readonly next: Map<number, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  /** Phrases ending at a state, longest first, through output links. */
  private readonly out: number[][] = [[]];
  private readonly lengths: number[];
  /** 1 for a code unit some phrase holds: any other unit sends the automaton back to the root with no output. */
  private readonly alphabet = new Uint8Array(0x10000);
  /** The root's transitions as a table (0: none; no transition leads back to the root): most steps start there. */
  private readonly rootNext = new Int32Array(0x10000);

  constructor(phrases: readonly string[]) {
    this.lengths = phrases.map((p) => p.length);
    phrases.forEach((p, id) => {
      if (p.length === 0) return;
      let s = 0;
      for (let i = 0; i < p.length; i++) {
        const c = p.charCodeAt(i);
        this.alphabet[c] = 1;
        let t = this.next[s].get(c);
        if (t === undefined) {
          t = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.out.push([]);
          this.next[s].set(c, t);
        }
        s = t;
      }
      this.out[s].push(id);
    });
    for (const [c, t] of this.next[0]) this.rootNext[c] = t;
    // Breadth-first failure links; each state's output gains its failure state's output.
    const queue: number[] = [...this.next[0].values()];
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q];
      for (const [c, t] of this.next[s]) {
        let f = this.fail[s];
        while (f !== 0 && !this.next[f].has(c)) f = this.fail[f];
        const g = this.next[f].get(c);
        this.fail[t] = g !== undefined && g !== t ? g : 0;
        this.out[t] = [...this.out[t], ...this.out[this.fail[t]]];
        queue.push(t);
      }
    }
  }

  /** Every occurrence of every phrase in `text` (overlaps included), in order of their end offsets. */
  find(text: string): PhraseHit[] {
    const hits: PhraseHit[] = [];
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      // Most units of a story line are in no phrase: skip the map lookups and the failure links.
      if (this.alphabet[c] === 0) {
        s = 0;
        continue;
      }
      let t = s === 0 ? this.rootNext[c] || undefined : this.next[s].get(c);
      while (t === undefined && s !== 0) {
        s = this.fail[s];
        t = this.next[s].get(c);
      }
      s = t ?? 0;
      for (const id of this.out[s]) hits.push({ phrase: id, start: i + 1 - this.lengths[id], end: i + 1 });
    }
    return hits;
  }
}
