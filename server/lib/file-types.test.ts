import { describe, expect, it } from 'vitest';

import { cfbFile } from '../test/cfb-file.ts';
import { SNIFF_BYTES, hasCfbStream, sniffFileType } from './file-types.ts';

const readerOf = (file: Buffer) => async (offset: number, length: number) =>
  file.subarray(offset, offset + length);

async function sniffDocument(file: Buffer) {
  return sniffFileType(file.subarray(0, SNIFF_BYTES), 'document', readerOf(file));
}

describe('sniffFileType for Word 97-2003 files', () => {
  it('accepts a compound file that holds a WordDocument stream as .doc', async () => {
    const type = await sniffDocument(cfbFile(['WordDocument', '1Table']));
    expect(type).toEqual({ mime: 'application/msword', ext: 'doc' });
  });

  it('finds the WordDocument stream when the directory lies past the first 64 KB', async () => {
    const file = cfbFile(['1Table', 'WordDocument'], 126);
    expect(file.length).toBeGreaterThan(SNIFF_BYTES);
    expect(await sniffDocument(file)).toEqual({ mime: 'application/msword', ext: 'doc' });
  });

  it('refuses an OLE compound file without a WordDocument stream (an Excel sheet)', async () => {
    expect(await sniffDocument(cfbFile(['Workbook', 'SummaryInformation']))).toBeUndefined();
  });

  it('refuses a compound file whose directory is cut off', async () => {
    const file = cfbFile(['WordDocument'], 10);
    expect(await sniffDocument(file.subarray(0, file.length - 256))).toBeUndefined();
  });

  it('refuses a compound file when it cannot read past the head', async () => {
    const file = cfbFile(['WordDocument']);
    expect(await sniffFileType(file, 'document')).toBeUndefined();
  });
});

describe('hasCfbStream', () => {
  it('is false for bytes that are not a compound file', async () => {
    expect(await hasCfbStream(readerOf(Buffer.alloc(2048, 1)), 'WordDocument')).toBe(false);
  });

  it('stops on a directory chain that loops', async () => {
    const file = cfbFile(['Other']);
    file.writeUInt32LE(1, 512 + 4); // the directory sector points to itself
    expect(await hasCfbStream(readerOf(file), 'WordDocument')).toBe(false);
  });
});
