/** The PDF outline (bookmarks): contents, then volumes (卷) as the first level, chapters under them and section heads under those. */

/** The slice of pdfkit's outline API used here; items point at the page current when they are added. */
interface OutlineNode {
  addItem(title: string, options?: { expanded?: boolean; fit?: boolean }): OutlineNode;
}

export class Outline {
  private readonly root: OutlineNode;
  private volumeNode: OutlineNode | undefined;
  private volumeTitle: string | undefined;
  private chapterNode: OutlineNode | undefined;

  constructor(doc: PDFKit.PDFDocument) {
    this.root = doc.outline as unknown as OutlineNode;
  }

  contents(title: string): void {
    this.root.addItem(title);
  }

  /** A volume divider page: a first-level item that the following chapters nest under. */
  volume(title: string): void {
    // `fit` must be passed again: pdfkit's XYZ default would scroll to the page's right edge.
    this.volumeNode = this.root.addItem(title.trim(), { expanded: true, fit: true });
    this.volumeTitle = title;
  }

  /** A chapter opener; nested under its volume when it has one. */
  chapter(title: string, volume: string | undefined): void {
    if (volume && volume !== this.volumeTitle) this.volume(volume);
    if (!volume) {
      this.volumeNode = undefined;
      this.volumeTitle = undefined;
    }
    this.chapterNode = (volume ? this.volumeNode! : this.root).addItem(title.trim());
  }

  /** A section head inside the current chapter: an item under the chapter's (RICH-8). */
  section(title: string): void {
    this.chapterNode?.addItem(title.trim());
  }
}
