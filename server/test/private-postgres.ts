import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort } from './redis.ts';

/**
 * A throwaway PostgreSQL cluster of the test's own (Debian's postgresql-15 binaries: initdb and
 * pg_ctl), on a free port in a temporary folder, that a test may stop, kill and start again to
 * show what the app does while its database is away; the shared server is never touched.
 * PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
 * Undefined when the binaries are not installed (the caller skips, saying so).
 */

const BIN_DIR = [
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/17/bin',
].find((dir) => {
  try {
    execFileSync(path.join(dir, 'pg_ctl'), ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

export const privatePostgresAvailable = BIN_DIR !== undefined;

/** Runs a PostgreSQL binary, as `postgres` when this process is root. */
function run(binary: string, args: string[]) {
  const command = path.join(BIN_DIR!, binary);
  const asRoot = process.getuid?.() === 0;
  return execFileSync(
    asRoot ? 'runuser' : command,
    asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    },
  );
}

function isZombie(pid: number) {
  try {
    return / Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

export async function startPrivatePostgres() {
  if (!BIN_DIR) throw new Error('PostgreSQL binaries are not installed');
  const dir = mkdtempSync(path.join(tmpdir(), 'sigap-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => {
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
  };
  /** A clean stop: PostgreSQL ends every connection ("terminating connection due to administrator command"). */
  const stop = () => {
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  /** SIGKILL of the postmaster and its backends, as a crashed machine would leave it. */
  const kill = async () => {
    const postmaster = Number(
      readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    // The postmaster's own children (backends, writers), by pid: every one dies at the same moment.
    const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    for (const pid of [postmaster, ...children]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    // Wait until they are gone, so a start does not find the old shared memory in use.
    const deadline = Date.now() + 10_000;
    while ([postmaster, ...children].some((pid) => existsSync(`/proc/${pid}`) && !isZombie(pid))) {
      if (Date.now() > deadline) throw new Error('PostgreSQL did not die');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    kill,
    async remove() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
