import { generate } from 'otplib';
import type { Page } from '@playwright/test';

import { createStaff, expect, loginAsStaff, test } from '../fixtures.ts';
import { staffPasswordStep } from '../login-screen.ts';

/** Staff enrol a second factor and log in with it (codes made here from the secret) (docs/decisions/023). */

const codeAt = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function enrolThroughTheScreen(page: Page) {
  await page.goto('/admin/keamanan');
  await expect(page.getByRole('heading', { name: 'Keamanan Akun' })).toBeVisible();
  await expect(page.getByText('Verifikasi dua langkah: belum aktif')).toBeVisible();
  // Nothing is generated on a visit: the QR code comes after the button.
  await expect(page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click();
  await expect(
    page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page
    .getByLabel('Kode Verifikasi')
    .fill('000000' === (await codeAt(secret)) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Aktifkan' }).click();
  await expect(page.getByText('Kode verifikasi salah atau sudah dipakai')).toBeVisible();

  await page.getByLabel('Kode Verifikasi').fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Aktifkan' }).click();
  await expect(page.getByText('Verifikasi dua langkah aktif')).toBeVisible();
  const codes = page.getByRole('list', { name: 'Kode Pemulihan' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'Sudah saya simpan' }).click();
  await expect(page.getByText('Verifikasi dua langkah: aktif')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Kode Pemulihan' })).toHaveCount(0);
  return { secret, recoveryCodes };
}

test.describe('staff two-factor login', () => {
  test('an hrd enrols from the security screen, then logs in with a code from the app', async ({
    page,
  }) => {
    const staff = await loginAsStaff(page, 'hrd');
    const { secret } = await enrolThroughTheScreen(page);
    await page.evaluate(() => localStorage.clear());

    await staffPasswordStep(page, staff.nama, staff.password);
    await expect(page.getByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    const codeField = page.getByLabel('Kode verifikasi atau kode pemulihan');
    await codeField.fill('123');
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kode verifikasi salah atau sudah dipakai');

    // The next step's code: the one used to enable may still be current, and is refused.
    await codeField.fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByRole('heading', { name: 'Login Berhasil!' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('staff-name')).toHaveText(staff.nama);
  });

  test('a recovery code logs in once; a superadmin resets the factor', async ({
    page,
    browser,
  }) => {
    // Four logins, each solving the proof-of-work captcha.
    test.setTimeout(120_000);
    const staff = await createStaff(page.request, 'admin');
    await staffPasswordStep(page, staff.nama, staff.password);
    await expect(page).toHaveURL(/\/admin$/);
    const { recoveryCodes } = await enrolThroughTheScreen(page);
    await page.evaluate(() => localStorage.clear());

    await staffPasswordStep(page, staff.nama, staff.password);
    await page.getByLabel('Kode verifikasi atau kode pemulihan').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.evaluate(() => localStorage.clear());

    await staffPasswordStep(page, staff.nama, staff.password);
    await page.getByLabel('Kode verifikasi atau kode pemulihan').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kode verifikasi salah atau sudah dipakai');

    const superadminPage = await browser.newPage();
    await loginAsStaff(superadminPage, 'superadmin');
    await superadminPage.goto('/admin/register-user');
    const row = superadminPage
      .getByRole('list', { name: 'Daftar Staff' })
      .getByRole('listitem', { name: staff.nama, exact: true });
    await row.getByRole('button', { name: 'Reset 2FA' }).click();
    await superadminPage.getByRole('button', { name: 'Ya', exact: true }).click();
    await expect(row.getByRole('button', { name: 'Reset 2FA' })).toHaveCount(0);
    await superadminPage.close();

    await page.getByRole('button', { name: 'Kembali' }).click();
    await staffPasswordStep(page, staff.nama, staff.password);
    await expect(page).toHaveURL(/\/admin$/);
  });
});
