import { expect, loginAsStaff, staffLoginToken, test, unique } from '../fixtures.ts';

test.describe('Tambah User and staff management', () => {
  test('superadmin adds a user who can then log in, and a taken name is refused', async ({
    page,
  }) => {
    await loginAsStaff(page, 'superadmin');
    await page.goto('/admin/register-user');
    await expect(page.getByRole('heading', { name: 'Tambah User', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Tambah User' });

    await form.getByLabel('Nama').fill('Budi Santoso');
    await form.getByLabel('Password', { exact: true }).fill('pendek');
    await form.getByRole('button', { name: 'Tambah User' }).click();
    await expect(form.getByText('Nama hanya boleh berisi huruf dan angka')).toBeVisible();
    await expect(form.getByText('Password minimal 12 karakter')).toBeVisible();
    await expect(form.getByText('Role wajib dipilih')).toBeVisible();

    const nama = unique('Hrd');
    await form.getByLabel('Nama').fill(nama);
    await form.getByLabel('Password', { exact: true }).fill('password-hrd-baru');
    await form.getByLabel('Role').selectOption('hrd');
    await form.getByRole('button', { name: 'Tambah User' }).click();
    await expect(page.getByRole('heading', { name: 'Berhasil Menambahkan User' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Daftar Staff' }).getByRole('listitem', { name: nama }),
    ).toBeVisible();

    const login = await staffLoginToken(page.request, nama, 'password-hrd-baru');
    expect(login.role).toBe('hrd');

    await form.getByLabel('Nama').fill(nama.toLowerCase());
    await form.getByLabel('Password', { exact: true }).fill('password-lain-lagi');
    await form.getByLabel('Role').selectOption('editor');
    await form.getByRole('button', { name: 'Tambah User' }).click();
    await expect(page.getByRole('heading', { name: 'Gagal Menambahkan User!' })).toBeVisible();
    await expect(page.getByText('Username sudah digunakan')).toBeVisible();
  });

  test('superadmin disables an account and its open session ends', async ({ page, browser }) => {
    await loginAsStaff(page, 'superadmin');
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    const editor = await loginAsStaff(otherPage, 'editor');
    await otherPage.goto('/admin/password');
    await expect(otherPage.getByRole('heading', { name: 'Ganti Password' })).toBeVisible();

    await page.goto('/admin/register-user');
    const row = page
      .getByRole('list', { name: 'Daftar Staff' })
      .getByRole('listitem', { name: editor.nama });
    await row.getByRole('button', { name: `Nonaktifkan ${editor.nama}` }).click();
    await page.getByRole('button', { name: 'Ya', exact: true }).click();
    await expect(
      row.getByText('Nonaktif', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(row.getByRole('button', { name: `Aktifkan ${editor.nama}` })).toBeVisible();

    // The editor's next call is refused and the shell sends them to /login.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/);
    await otherContext.close();
  });

  test('a staff member changes their password and logs in with the new one', async ({ page }) => {
    const bos = await loginAsStaff(page, 'bos');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Ganti Password' }).click();
    await page.getByLabel('Password Saat Ini').fill(bos.password);
    await page.getByLabel('Password Baru', { exact: true }).fill('password-bos-baru');
    await page.getByLabel('Ulangi Password Baru').fill('password-bos-lain');
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await expect(page.getByText('Konfirmasi password tidak sama')).toBeVisible();
    await page.getByLabel('Ulangi Password Baru').fill('password-bos-baru');
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password berhasil diganti' })).toBeVisible();
    expect((await staffLoginToken(page.request, bos.nama, 'password-bos-baru')).role).toBe('bos');
  });
});
