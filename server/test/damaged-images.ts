import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';

import sharp from 'sharp';

/**
 * A corpus of broken, empty, oversized-in-pixels and mislabelled "images" for upload tests
 * (what an interrupted phone upload or a hostile client sends). Each case names the
 * status the API must answer and a pattern of its Indonesian error; none may be stored.
 */

export interface DamagedImage {
  name: string;
  filename: string;
  contentType: string;
  status: 400 | 415;
  error: RegExp;
  bytes: () => Promise<Buffer>;
}

const DAMAGED = /rusak atau tidak lengkap/;
const EMPTY = /File kosong/;
const TOO_MANY_PIXELS = /megapiksel/;
const WRONG_TYPE = /Jenis file tidak didukung/;

/** A noisy picture, so its compressed data spans many bytes and cutting it loses pixels. */
const picture = () =>
  sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

const half = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG header that declares `width` x `height` pixels, with almost no data. */
export function pngWithDeclaredSize(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Overwrites the middle of the first IDAT chunk: the signature and header stay right. */
function corruptIdat(png: Buffer) {
  const copy = Buffer.from(png);
  const start = copy.indexOf('IDAT', 0, 'latin1') + 4;
  const length = copy.readUInt32BE(start - 8);
  copy.fill(0xa5, start + 16, start + Math.min(length, 4000));
  return copy;
}

export const DAMAGED_IMAGES: DamagedImage[] = [
  {
    name: 'a PNG cut in half',
    filename: 'foto.png',
    contentType: 'image/png',
    status: 400,
    error: DAMAGED,
    bytes: async () => half(await picture().png().toBuffer()),
  },
  {
    name: 'a PNG cut after its header',
    filename: 'foto.png',
    contentType: 'image/png',
    status: 400,
    error: DAMAGED,
    bytes: async () => (await picture().png().toBuffer()).subarray(0, 40),
  },
  {
    name: 'a PNG with corrupted IDAT data',
    filename: 'foto.png',
    contentType: 'image/png',
    status: 400,
    error: DAMAGED,
    bytes: async () => corruptIdat(await picture().png().toBuffer()),
  },
  {
    name: 'a JPEG cut in half',
    filename: 'foto.jpg',
    contentType: 'image/jpeg',
    status: 400,
    error: DAMAGED,
    bytes: async () => half(await picture().jpeg().toBuffer()),
  },
  {
    name: 'a WebP cut in half',
    filename: 'foto.webp',
    contentType: 'image/webp',
    status: 400,
    error: DAMAGED,
    bytes: async () => half(await picture().webp().toBuffer()),
  },
  {
    name: 'a GIF cut in half',
    filename: 'foto.gif',
    contentType: 'image/gif',
    status: 400,
    error: DAMAGED,
    bytes: async () => half(await picture().gif().toBuffer()),
  },
  {
    name: 'a zero-byte file',
    filename: 'foto.png',
    contentType: 'image/png',
    status: 400,
    error: EMPTY,
    bytes: async () => Buffer.alloc(0),
  },
  {
    name: 'a 20000x20000 PNG header (pixel bomb)',
    filename: 'bom.png',
    contentType: 'image/png',
    status: 400,
    error: TOO_MANY_PIXELS,
    bytes: async () => pngWithDeclaredSize(20_000, 20_000),
  },
  {
    name: 'an HTML page renamed .png',
    filename: 'foto.png',
    contentType: 'image/png',
    status: 415,
    error: WRONG_TYPE,
    bytes: async () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
  },
  {
    name: 'a PDF named .jpg',
    filename: 'foto.jpg',
    contentType: 'image/jpeg',
    status: 415,
    error: WRONG_TYPE,
    bytes: async () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  },
  {
    name: 'an SVG with a script',
    filename: 'foto.svg',
    contentType: 'image/svg+xml',
    status: 415,
    error: WRONG_TYPE,
    bytes: async () =>
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  {
    name: 'random bytes named .webp',
    filename: 'foto.webp',
    contentType: 'image/webp',
    status: 415,
    error: WRONG_TYPE,
    bytes: async () => Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 251)),
  },
];

/** Whether the public upload a URL names ('/uploads/…') is on disk under `dataDir`. */
export function isPublicUploadStored(dataDir: string, url: string) {
  return existsSync(path.join(dataDir, 'uploads/public', url.replace(/^\/uploads\//, '')));
}

/** Every stored upload under a data folder (local storage), to show a refused upload left none. */
export async function storedFiles(dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
