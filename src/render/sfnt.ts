/** The table directory of an sfnt font (OpenType spec, "Table Directory"): what each table is and where it lies. */

export interface SfntTable {
  /** The four-letter tag (`hmtx`), and the same as a big-endian number. */
  tag: string;
  tagValue: number;
  checksum: number;
  offset: number;
  length: number;
}

/** The tables of an sfnt (TrueType/OpenType) in directory order. */
export function sfntTables(font: Uint8Array): SfntTable[] {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  return Array.from({ length: view.getUint16(4) }, (_, i) => {
    const at = 12 + 16 * i;
    return {
      tag: String.fromCharCode(font[at], font[at + 1], font[at + 2], font[at + 3]),
      tagValue: view.getUint32(at),
      checksum: view.getUint32(at + 4),
      offset: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
    };
  });
}
