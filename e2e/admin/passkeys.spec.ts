import type { CDPSession, Page } from '@playwright/test';

import { expect, loginAsStaff, test } from '../fixtures.ts';
import { staffPasswordStep } from '../login-screen.ts';

/**
 * Passkeys with Chromium's virtual authenticator (DevTools WebAuthn domain) (docs/decisions/033). WebAuthn
 * needs a domain as relying party, so this spec runs on localhost (the server's SITE_URL).
 */

const PORT = Number(process.env.E2E_PORT ?? 3210);
test.use({ baseURL: `http://localhost:${PORT}` });

async function addVirtualAuthenticator(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/passkeys/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('staff passkeys', () => {
  test('register with the keyboard, log in with the passkey as second factor and alone, remove it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    const staff = await loginAsStaff(page, 'editor');

    await page.goto('/admin/keamanan');
    await expect(page.getByRole('heading', { name: 'Keamanan Akun' })).toBeVisible();
    await expect(page.getByText('Verifikasi dua langkah: belum aktif')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sesi Aktif' })).toBeVisible();
    await expect(page.getByText('Sesi ini')).toBeVisible();

    // Registration by keyboard: type a name, Enter submits; a fresh login needs no step-up.
    await page.getByLabel('Nama passkey').focus();
    await page.keyboard.type('Laptop uji');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Kode Pemulihan' }).getByRole('listitem'),
    ).toHaveCount(10);
    await page.getByRole('button', { name: 'Sudah saya simpan' }).click();
    const passkeys = page.getByRole('list', { name: 'Passkey' });
    await expect(passkeys.getByText('Laptop uji')).toBeVisible();
    await expect(page.getByText(/Verifikasi dua langkah: aktif/)).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    // A controlled box: it shows checked once the server has saved the setting.
    await page.getByRole('checkbox', { name: /Izinkan login tanpa password/ }).click();
    await expect(page.getByText('Pengaturan login passkey disimpan')).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: /Izinkan login tanpa password/ }),
    ).toBeChecked();
    await shoot(page, 'keamanan');

    // Password, then the passkey instead of a code.
    await page.evaluate(() => localStorage.clear());
    await staffPasswordStep(page, staff.nama, staff.password);
    await expect(page.getByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeVisible();
    const usePasskey = page.getByRole('button', { name: 'Gunakan passkey' });
    await expect(usePasskey).toBeVisible();
    await shoot(page, 'login-step');
    await usePasskey.click();
    await expect(page.getByRole('heading', { name: 'Login Berhasil!' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('staff-name')).toHaveText(staff.nama);

    // No name, no password: the passkey alone.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Masuk dengan passkey' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('staff-name')).toHaveText(staff.nama);

    // Removal (the passkey login just proved a factor, so no step-up dialog yet).
    await page.goto('/admin/keamanan');
    await page.getByRole('button', { name: 'Hapus passkey Laptop uji' }).click();
    await page.getByRole('button', { name: 'Ya', exact: true }).click();
    await expect(page.getByText('Belum ada passkey.')).toBeVisible();
    await expect(page.getByText('Verifikasi dua langkah: belum aktif')).toBeVisible();

    // The removed passkey still sits in the authenticator, and is refused.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Masuk dengan passkey' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passkey tidak dikenal atau sudah dihapus.');
  });

  test('another session is ended from the sessions list', async ({ page, browser }) => {
    const staff = await loginAsStaff(page, 'admin');
    const other = await browser.newPage({ baseURL: `http://localhost:${PORT}` });
    // The second session logs in through the page, as a person on another device would.
    await staffPasswordStep(other, staff.nama, staff.password);
    await expect(other).toHaveURL(/\/admin$/);
    await page.goto('/admin/keamanan');
    const sessions = page.getByRole('list', { name: 'Sesi Aktif' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await page.getByRole('button', { name: /^Akhiri sesi / }).click();
    await expect(page.getByText('Sesi diakhiri')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await other.goto('/admin/kontak');
    await expect(other).toHaveURL(/\/login$/);
    await other.close();
  });
});
