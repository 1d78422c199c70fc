import path from 'node:path';

import { type Config, ConfigError } from '../../config.ts';
import { localObjectStore } from './local-store.ts';
import type { ObjectStore } from '../../ports/object-store.ts';
import { s3ObjectStore } from './s3-store.ts';

/** The configured store, checked: throws ConfigError naming the setting when it is unreachable. */
export async function openObjectStore(config: Config): Promise<ObjectStore> {
  const store =
    config.storage === 's3' && config.s3
      ? s3ObjectStore(config.s3)
      : localObjectStore(path.join(config.dataDir, 'uploads'));
  try {
    await store.check();
  } catch (error) {
    await store.close();
    const reason = error instanceof Error ? error.message : String(error);
    const setting = config.storage === 's3' ? '' : 'DATA_DIR: ';
    throw new ConfigError(
      `File storage unavailable at start (STORAGE=${config.storage}): ${setting}${reason}`,
    );
  }
  return store;
}
