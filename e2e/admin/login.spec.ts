import { SUPERADMIN, clickCaptcha, createStaff, expect, test } from '../fixtures.ts';

test.describe('admin login', () => {
  test('superadmin logs in with the captcha, reaches /admin and logs out back to /login', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Username').fill(SUPERADMIN.nama);
    await page.getByLabel('Password', { exact: true }).fill(SUPERADMIN.password);
    await page.getByRole('button', { name: 'Tampilkan password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await clickCaptcha(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Login Berhasil!' })).toBeVisible();
    await expect(page.getByText('Selamat datang di dashboard admin.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    const nav = page.getByRole('navigation', { name: 'Navigasi admin' });
    for (const label of ['Kontak Pesan', 'Pelamar', 'Konten', 'Tambah User'])
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await expect(page.getByText('Super Admin').first()).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Apakah anda ingin Logout?')).toBeVisible();
    await page.getByRole('button', { name: 'Ya', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the server text in red and a bad username our own text', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('admin user');
    await page.getByLabel('Password', { exact: true }).fill('apa saja');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Username hanya boleh berisi huruf dan angka')).toBeVisible();

    await page.getByLabel('Username').fill(SUPERADMIN.nama);
    await page.getByLabel('Password', { exact: true }).fill('password-yang-salah');
    await clickCaptcha(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Username atau password salah' });
    await expect(error).toBeVisible();
    const color = await error.evaluate((element) => {
      // Tailwind 4 writes oklch(); let the browser convert it to rgb through a canvas.
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    });
    expect(color[0]).toBeGreaterThan(150);
    expect(color[1]).toBeLessThan(80);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a login without solving the captcha is stopped with the product text', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(SUPERADMIN.nama);
    await page.getByLabel('Password', { exact: true }).fill(SUPERADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Harap verifikasi reCAPTCHA terlebih dahulu')).toBeVisible();
  });

  test('an editor sees only the menu entries of the role and is blocked from Tambah User', async ({
    page,
    request,
  }) => {
    const editor = await createStaff(request, 'editor');
    await page.goto('/login');
    await page.getByLabel('Username').fill(editor.nama);
    await page.getByLabel('Password', { exact: true }).fill(editor.password);
    await clickCaptcha(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const nav = page.getByRole('navigation', { name: 'Navigasi admin' });
    await expect(nav.getByRole('link', { name: 'Konten' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tambah User' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Pelamar' })).toHaveCount(0);

    await page.goto('/admin/register-user');
    await expect(page.getByText('Halaman Ini hanya dapat diakses oleh Admin')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tambah User' })).toHaveCount(0);
  });
});
