import { describe, expect, it } from 'vitest';

import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { StartupError } from '../lib/startup-error.ts';
import { runServerProcess } from '../test/server-process.ts';
import { useTempDir } from '../test/temp-dir.ts';

describe('one process per SQLite DATA_DIR', () => {
  const dataDir = useTempDir('sigap-lock-');
  const config = () =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir(),
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      CAPTCHA_PROVIDER: 'off',
      ADMIN_USERNAME: 'superadmin',
      ADMIN_PASSWORD: 'superadmin-test-password',
    });

  it('a second app on the same DATA_DIR is refused until the first closes', async () => {
    const first = await buildApp(config(), { web: false, logger: false });
    await expect(buildApp(config(), { web: false, logger: false })).rejects.toThrow(StartupError);
    await expect(buildApp(config(), { web: false, logger: false })).rejects.toThrow(
      `DATA_DIR: ${dataDir()} is in use by another Sigap process`,
    );
    await first.close();
    const again = await buildApp(config(), { web: false, logger: false });
    await again.close();
  });

  // A second Node process compiles the server with tsx first: give it room on a busy machine.
  it(
    'another process is refused with the message and exit code 1',
    { timeout: 90_000 },
    async () => {
      const first = await buildApp(config(), { web: false, logger: false });
      try {
        const { code, output } = await runServerProcess({ DATA_DIR: dataDir(), PORT: '0' });
        expect(code).toBe(1);
        expect(output).toContain('is in use by another Sigap process');
      } finally {
        await first.close();
      }
    },
  );
});
