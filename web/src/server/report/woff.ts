/**
 * WOFF 1.0 → SFNT (TrueType/OpenType) conversion, so pdfkit's fontkit parses plain tables instead
 * of inflating every WOFF table with its pure-JavaScript inflate on each PDF (measured: about a
 * third of a report's render time). Pure; node:zlib only. Format: W3C WOFF File Format 1.0
 * (https://www.w3.org/TR/WOFF/ §3–§5).
 */
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER = 44;
const DIRECTORY_ENTRY = 20;

/**
 * Decodes a WOFF 1.0 font.
 * @param woff the WOFF file's bytes
 * @returns the SFNT bytes (offset table, table records sorted as in the WOFF directory, each table
 *   4-byte aligned; checksums copied from the WOFF directory)
 * @throws RangeError when the bytes are not WOFF 1.0 or a table lies outside the file or inflates to
 *   the wrong length
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new RangeError('not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  if (HEADER + count * DIRECTORY_ENTRY > woff.length) throw new RangeError('WOFF table directory outside the file');
  let power = 1;
  while (power * 2 <= count) power *= 2;
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor = sfntVersion
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6); // searchRange
  head.writeUInt16BE(Math.log2(power), 8); // entrySelector
  head.writeUInt16BE(count * 16 - power * 16, 10); // rangeShift
  const parts: Buffer[] = [head];
  let offset = head.length;
  for (let index = 0; index < count; index += 1) {
    const entry = HEADER + index * DIRECTORY_ENTRY;
    const tag = woff.readUInt32BE(entry);
    const start = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    if (start + compLength > woff.length) throw new RangeError('WOFF table outside the file');
    const stored = woff.subarray(start, start + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new RangeError('WOFF table has the wrong length');
    const record = 12 + index * 16;
    head.writeUInt32BE(tag, record);
    head.writeUInt32BE(woff.readUInt32BE(entry + 16), record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(origLength, record + 12);
    const padded = Buffer.alloc((origLength + 3) & ~3);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  }
  return Buffer.concat(parts);
}
