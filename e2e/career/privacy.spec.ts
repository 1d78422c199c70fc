import { readFile } from 'node:fs/promises';

import { clickCaptcha, expect, loginAsApplicant, pressAlertOk, test, unique } from '../fixtures.ts';

/** Consent at registration, and the applicant's download and erasure on /career (docs/decisions/022). */

test('registration needs the privacy consent, which links to the notice', async ({ page }) => {
  const nama = unique('dewi');
  await page.goto('/register-user');
  await page.getByLabel('Username').fill(nama);
  await page.getByLabel('Email').fill(`${nama}@contoh.id`);
  await page.getByLabel('Password', { exact: true }).fill('rahasia-dewi-123');
  await clickCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Persetujuan Kebijakan Privasi wajib dicentang')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
    'href',
    '/kebijakan-privasi',
  );
  await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Berhasil Menambahkan User')).toBeVisible();
});

test('an applicant downloads their data as a JSON file', async ({ page }) => {
  const account = await loginAsApplicant(page);
  await page.goto('/career');
  await expect(page.getByRole('heading', { name: 'Data Pribadi Saya' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Data Saya' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^data-pribadi-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.account.nama).toBe(account.nama);
  expect(data.consents[0].purpose).toBe('registrasi');
});

test('an applicant deletes their account after typing the password', async ({ page }) => {
  const account = await loginAsApplicant(page);
  await page.goto('/career');
  await page.getByRole('button', { name: 'Hapus Akun' }).click();
  await expect(page.getByText('Hapus akun anda?')).toBeVisible();
  await page.getByLabel('Password').fill('bukan-password-saya');
  await page.getByRole('button', { name: 'Ya, hapus akun saya' }).click();
  await expect(page.getByText('Password salah. Akun anda tidak dihapus.')).toBeVisible();
  await pressAlertOk(page);

  await page.getByRole('button', { name: 'Hapus Akun' }).click();
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Ya, hapus akun saya' }).click();
  await expect(page.getByText('Akun anda telah dihapus')).toBeVisible();
  await expect(page).toHaveURL(/\/login-user$/);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  const login = await page.request.post('/api/login-user', {
    data: { nama: account.nama, password: account.password },
  });
  expect(login.status()).not.toBe(200);
});
