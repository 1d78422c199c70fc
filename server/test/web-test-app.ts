import { beforeAll } from 'vitest';

import { ensureCompiledBuild } from '../cluster/harness.ts';
import { buildTestApp } from './build-test-app.ts';

/**
 * For the renderer's tests, called once at the top of the file: builds the web when stale (it
 * can take minutes) before the file's tests. `buildWebTestApp` is buildTestApp with the real
 * renderer over that build; `webDistDir()` says where the build is.
 */
export function useCompiledWeb() {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await ensureCompiledBuild();
  }, 600_000);

  const webDistDir = () => {
    if (!dir) throw new Error('the web is built in beforeAll; call this inside a hook or a test');
    return dir;
  };
  const buildWebTestApp = (...[dialect, env, options]: Parameters<typeof buildTestApp>) =>
    buildTestApp(dialect, { ...env, WEB_DIST_DIR: webDistDir() }, { ...options, web: true });

  return { webDistDir, buildWebTestApp };
}
