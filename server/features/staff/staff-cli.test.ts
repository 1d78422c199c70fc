import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { CliError, createStaffCommand } from './staff-cli.ts';

const uniqueName = () => `Operator${randomBytes(4).toString('hex')}`;

describe.each(TEST_DATABASES)('create-staff command on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  const run = (args: string[]) => createStaffCommand(app.db, app.dbDialect, args);
  const login = (nama: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { nama, password } });

  it('creates an account that logs in with the given password', async () => {
    const nama = uniqueName();
    const lines = await run([
      '--nama',
      nama,
      '--role',
      'editor',
      '--password',
      'kata-sandi-operator',
    ]);
    expect(lines).toEqual([`Staff user created: ${nama} (editor)`]);
    expect((await login(nama, 'kata-sandi-operator')).json().role).toBe('editor');
  });

  it('prints a generated password when none is given, and it works', async () => {
    const nama = uniqueName();
    const lines = await run(['--nama', nama, '--role', 'superadmin']);
    const password = lines
      .find((line) => line.startsWith('Password: '))!
      .slice('Password: '.length);
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await login(nama, password)).statusCode).toBe(200);
  });

  it.each([
    [
      ['--nama', 'Budi Santoso', '--role', 'hrd'],
      '--nama: Nama hanya boleh berisi huruf dan angka',
    ],
    [['--role', 'hrd'], '--nama: Nama wajib diisi'],
    [
      ['--nama', 'Budi', '--role', 'kasir'],
      '--role: Role harus salah satu dari hrd, admin, editor, bos, superadmin',
    ],
    [
      ['--nama', 'Budi', '--role', 'hrd', '--password', 'pendek'],
      '--password: Password minimal 12 karakter',
    ],
    [
      ['--nama', 'Budi', '--role', 'hrd', '--password', 'Password1234'],
      '--password: Password terlalu umum dan mudah ditebak. Pilih password lain.',
    ],
    [['--nama', 'Budi', '--role', 'hrd', '--umur', '3'], "Unknown option '--umur'"],
  ])('refuses %j with a clear message', async (args, message) => {
    await expect(run(args)).rejects.toThrow(CliError);
    await expect(run(args)).rejects.toThrow(message);
  });

  it('refuses a name that is taken in another letter case', async () => {
    const nama = uniqueName();
    await run(['--nama', nama, '--role', 'bos', '--password', 'kata-sandi-operator']);
    await expect(
      run(['--nama', nama.toLowerCase(), '--role', 'bos', '--password', 'kata-sandi-operator']),
    ).rejects.toThrow('Username sudah digunakan');
  });
});
