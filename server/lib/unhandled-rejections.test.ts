import { spawn } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { PROJECT_ROOT } from './project-root.ts';

/**
 * In a child process: vitest treats an unhandled rejection in its own process as a failed run,
 * and the point is what a plain Node process does.
 */
function runNode(script: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: PROJECT_ROOT,
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const REJECT_THEN_WORK = `
  Promise.reject(new Error('verloren'));
  setTimeout(() => { console.log('still serving'); process.exit(0); }, 200);
`;

describe('unhandled promise rejections', () => {
  it('without the handler, Node ends the process (the failure the handler prevents)', async () => {
    const { code, output } = await runNode(REJECT_THEN_WORK);
    expect(code).not.toBe(0);
    expect(output).not.toContain('still serving');
  });

  it('with the handler, the rejection is logged as an error and the process keeps running', async () => {
    const { code, output } = await runNode(`
      import { logUnhandledRejections } from './server/lib/unhandled-rejections.ts';
      logUnhandledRejections({ error: (fields, message) => console.log('LOGGED', fields.err.message, message) });
      ${REJECT_THEN_WORK}
    `);
    expect(output).toContain('LOGGED verloren unhandled promise rejection');
    expect(output).toContain('still serving');
    expect(code).toBe(0);
  });
});
