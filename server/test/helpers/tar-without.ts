// Drops entries from a tar archive (ustar, as PGlite's dumpDataDir writes it): each entry is a
// 512-byte header, then its data padded to 512 bytes; two zero blocks end the archive. Used to take
// folders nobody reads out of the test template, so each test file loads fewer bytes.

const BLOCK = 512;

function text(header: Uint8Array, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return Buffer.from(end < 0 ? field : field.subarray(0, end)).toString('utf8');
}

function entryName(header: Uint8Array): string {
  const name = text(header, 0, 100);
  const prefix = text(header, 345, 155);
  return prefix ? `${prefix}/${name}` : name;
}

function entrySize(header: Uint8Array): number {
  const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
  if (!Number.isFinite(size)) throw new Error('tar: an entry has no readable size');
  return size;
}

/** A copy of `archive` without the entries whose name `drop` accepts. */
export function tarWithout(archive: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const length = BLOCK + Math.ceil(entrySize(header) / BLOCK) * BLOCK;
    if (!drop(entryName(header))) kept.push(archive.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(new Uint8Array(2 * BLOCK));
  return Buffer.concat(kept);
}
