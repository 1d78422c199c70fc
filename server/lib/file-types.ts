import { fileTypeFromBuffer } from 'file-type';

/**
 * Decides what a file is from its first bytes, never from its name or declared type.
 * `image` accepts the formats sharp re-encodes; `document` accepts PDF, Word 97-2003 (.doc, an
 * OLE compound file that holds a WordDocument stream) and Word 2007+ (.docx); `scan` (an
 * identity or credential document: KTP, SKCK, Gada certificate) an image or a PDF.
 */

export type FileKind = 'image' | 'document' | 'scan';

export interface SniffedType {
  mime: string;
  ext: string;
}

const IMAGES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/heic': 'heic',
};

const ALLOWED: Record<FileKind, Record<string, string>> = {
  image: IMAGES,
  scan: { ...IMAGES, 'application/pdf': 'pdf' },
  document: {
    'application/pdf': 'pdf',
    'application/x-cfb': 'doc',
    'application/msword': 'doc',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  },
};

export const ALLOWED_LABELS: Record<FileKind, string> = {
  image: 'JPG, PNG, WebP, GIF, AVIF atau HEIC',
  document: 'PDF, DOC atau DOCX',
  scan: 'JPG, PNG, WebP, GIF, AVIF, HEIC atau PDF',
};

/** How many leading bytes sniffing needs (docx is recognised from its zip directory). */
export const SNIFF_BYTES = 64 * 1024;

/** Reads `length` bytes at `offset` of the whole file (fewer at its end). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

/**
 * `head` is the file's first bytes; `readAt` reads anywhere in it, which a compound file needs:
 * any OLE file (an .msi, an old Excel sheet, a .msg) starts with the same bytes as a .doc, so a
 * .doc is accepted only when its directory holds a WordDocument stream (docs/decisions/022).
 */
export async function sniffFileType(
  head: Uint8Array,
  kind: FileKind,
  readAt?: ReadAt,
): Promise<SniffedType | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return undefined;
  const ext = ALLOWED[kind][detected.mime];
  if (!ext) return undefined;
  if (ext !== 'doc') return { mime: detected.mime, ext };
  const isWord = readAt ? await hasCfbStream(readAt, 'WordDocument') : false;
  return isWord ? { mime: 'application/msword', ext } : undefined;
}

const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTOR = 0xfffffffa;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_OBJECT = 2;
const HEADER_DIFAT_ENTRIES = 109;
/** More directory sectors than a 10 MB Word file could need; a longer chain is a loop. */
const MAX_CHAIN = 4096;

/**
 * True when the compound file (MS-CFB) has a stream of this name in its directory. Walks the
 * directory's sector chain through the FAT, reading only the sectors it needs.
 */
export async function hasCfbStream(readAt: ReadAt, name: string): Promise<boolean> {
  const header = await readAt(0, 512);
  if (header.length < 512 || CFB_SIGNATURE.some((byte, i) => header[i] !== byte)) return false;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const perSector = sectorSize / 4;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const readUint32 = async (offset: number) => {
    const bytes = await readAt(offset, 4);
    if (bytes.length < 4) return undefined;
    return new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true);
  };

  /** The sector that holds FAT sector number `index`, from the header or the DIFAT chain. */
  const fatSectorAt = async (index: number) => {
    if (index < HEADER_DIFAT_ENTRIES) return view.getUint32(0x4c + index * 4, true);
    let difat = view.getUint32(0x44, true);
    let rest = index - HEADER_DIFAT_ENTRIES;
    for (let hops = 0; hops < MAX_CHAIN && difat <= MAX_SECTOR; hops += 1) {
      if (rest < perSector - 1) return readUint32(sectorOffset(difat) + rest * 4);
      rest -= perSector - 1;
      const next = await readUint32(sectorOffset(difat) + (perSector - 1) * 4);
      if (next === undefined) return undefined;
      difat = next;
    }
    return undefined;
  };
  const nextSector = async (sector: number) => {
    const fatSector = await fatSectorAt(Math.floor(sector / perSector));
    if (fatSector === undefined || fatSector > MAX_SECTOR) return undefined;
    return readUint32(sectorOffset(fatSector) + (sector % perSector) * 4);
  };

  const wanted = name.toLowerCase();
  let sector: number | undefined = view.getUint32(0x30, true);
  for (let hops = 0; hops < MAX_CHAIN && sector !== undefined && sector <= MAX_SECTOR; hops += 1) {
    const entries = await readAt(sectorOffset(sector), sectorSize);
    if (entries.length < sectorSize) return false;
    for (let at = 0; at < sectorSize; at += DIRECTORY_ENTRY_BYTES) {
      const entry = new DataView(entries.buffer, entries.byteOffset + at, DIRECTORY_ENTRY_BYTES);
      const nameBytes = entry.getUint16(0x40, true);
      if (entry.getUint8(0x42) !== STREAM_OBJECT || nameBytes < 2 || nameBytes > 64) continue;
      const entryName = Buffer.from(entries.subarray(at, at + nameBytes - 2)).toString('utf16le');
      if (entryName.toLowerCase() === wanted) return true;
    }
    sector = await nextSector(sector);
    if (sector === END_OF_CHAIN) break;
  }
  return false;
}
