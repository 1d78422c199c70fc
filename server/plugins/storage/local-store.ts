import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { ObjectStore } from '../../ports/object-store.ts';

const PART_SUFFIX = '.part';

/** Objects as files under `root` (DATA_DIR/uploads); writes go to a .part file, then rename. */
export function localObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error('object key outside the store');
    return file;
  };

  return {
    description: `local disk ${root}`,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const part = `${file}.${randomBytes(6).toString('hex')}${PART_SUFFIX}`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(part, { flags: 'wx' }));
        await rename(part, file);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
        throw error;
      });
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(file), size: info.size };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith(PART_SUFFIX))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort();
      for (const file of files) {
        const info = await stat(file).catch(() => undefined);
        if (info)
          yield { key: path.relative(root, file).split(path.sep).join('/'), size: info.size };
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    async close() {},
  };
}
