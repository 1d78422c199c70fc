/**
 * A minimal compound file (MS-CFB, version 3, 512-byte sectors) whose directory lists the given
 * streams: with 'WordDocument' it is what Word 97-2003 writes; without it, any other OLE file.
 * `padSectors` empty sectors before the directory put it past the first 64 KB, as in a large .doc.
 */
export function cfbFile(streamNames: string[], padSectors = 0): Buffer {
  const sectorSize = 512;
  const fatSector = 0;
  const directorySector = 1 + padSectors;
  const header = Buffer.alloc(sectorSize, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(directorySector, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i += 1)
    header.writeUInt32LE(i === 0 ? fatSector : 0xffffffff, 0x4c + i * 4);

  const fat = Buffer.alloc(sectorSize, 0xff);
  fat.writeUInt32LE(0xfffffffd, fatSector * 4);
  for (let s = 1; s < directorySector; s += 1) fat.writeUInt32LE(0xfffffffe, s * 4);
  fat.writeUInt32LE(0xfffffffe, directorySector * 4);

  const directory = Buffer.alloc(sectorSize, 0);
  const entry = (index: number, name: string, type: number) => {
    const at = index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, at);
    directory.writeUInt16LE(encoded.length, at + 0x40);
    directory.writeUInt8(type, at + 0x42);
    directory.writeUInt32LE(0xffffffff, at + 0x44);
    directory.writeUInt32LE(0xffffffff, at + 0x48);
    directory.writeUInt32LE(0xffffffff, at + 0x4c);
  };
  entry(0, 'Root Entry', 5);
  streamNames.slice(0, 3).forEach((name, i) => entry(i + 1, name, 2));

  const padding = Buffer.alloc(padSectors * sectorSize, 0x20);
  return Buffer.concat([header, fat, padding, directory]);
}
