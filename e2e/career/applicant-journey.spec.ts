import type { Page } from '@playwright/test';

import { applyThroughApi, attachApplicationFiles } from '../applicants.ts';
import {
  clickCaptcha,
  createApplicantAccount,
  dismissAlert,
  expect,
  loginAsApplicant,
  pressAlertOk,
  test,
  unique,
} from '../fixtures.ts';

/** A birth date `years` years before today in Jakarta (the company's time zone), minus `days`. */
function birthDate(years: number, days = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d - days));
  return date.toISOString().slice(0, 10);
}

async function fillApplication(page: Page, options: { birth?: string; files?: boolean } = {}) {
  await page.getByLabel('Nama Lengkap').fill('Siti Rahma');
  await page.getByLabel('No. Telepon').fill('081234567890');
  await page.getByLabel('Posisi').selectOption({ label: 'Cleaning' });
  await page.getByLabel('Perempuan').check();
  await page.getByLabel('Tanggal Lahir').fill(options.birth ?? birthDate(25));
  await page.getByLabel('Alamat').fill('Jl. Kenanga No. 7, Jakarta Selatan');
  if (options.files !== false)
    await attachApplicationFiles(page, { name: 'cv-siti.pdf', text: 'CV Siti Rahma' });
  // UU PDP consent (docs/decisions/022): required at every application.
  await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
}

test('a visitor registers, logs in, applies with files and sees the application', async ({
  page,
}) => {
  const nama = unique('siti');
  const password = 'rahasia-siti-123';

  await page.goto('/register-user');
  await expect(page.getByRole('heading', { name: 'Registrasi User' })).toBeVisible();
  // Characters other than letters and digits disappear as they are typed.
  await page.getByLabel('Username').pressSequentially(`${nama}_!-`);
  await expect(page.getByLabel('Username')).toHaveValue(nama);
  await page.getByLabel('Email').fill(`${nama}@contoh.id`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Tampilkan password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
  await clickCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Berhasil Menambahkan User')).toBeVisible();
  await pressAlertOk(page);
  await expect(page).toHaveURL(/\/login-user$/);

  await expect(page.getByRole('heading', { name: 'Login User' })).toBeVisible();
  await page.getByLabel('Username atau Email').fill(`${nama}@contoh.id`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await clickCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Berhasil')).toBeVisible();
  await expect(page).toHaveURL(/\/career$/);

  await expect(page.getByRole('heading', { name: 'Gabung Dengan Kami' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(`${nama}@contoh.id`);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await fillApplication(page);
  // The chosen position's own requirements appear beside the form.
  await expect(
    page.getByText('Memiliki sertifikasi K3 untuk pekerjaan di ketinggian atau gondola'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Lamaran' }).click();
  await expect(page.getByText('Lamaran anda berhasil dikirim')).toBeVisible();
  await pressAlertOk(page);

  await expect(page).toHaveURL(/\/career\/detail$/);
  await expect(page.getByRole('heading', { name: 'Detail Lamaran Saya' })).toBeVisible();
  await expect(page.getByText('Siti Rahma').first()).toBeVisible();
  await expect(page.getByText('Cleaning')).toBeVisible();
  await expect(page.getByText('Menunggu').first()).toBeVisible();
  await expect(page.getByText('Belum dijadwalkan')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto Siti Rahma' })).toBeVisible();
  const document = page.getByRole('link', { name: 'Lihat Dokumen' });
  const href = await document.getAttribute('href');
  const served = await page.request.get(href!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`career-detail-${width}.png`),
      fullPage: true,
    });
  }
});

test('an applicant who already applied sees the notice and a button to the status', async ({
  page,
}) => {
  const account = await loginAsApplicant(page);
  await applyThroughApi(page.request, account.token, { nama: 'Andi Wijaya' });
  await page.goto('/career');
  await expect(page.getByRole('heading', { name: 'Anda Sudah Mengirim Lamaran' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gabung Dengan Kami' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Lihat Status Lamaran' }).click();
  await expect(page.getByRole('heading', { name: 'Detail Lamaran Saya' })).toBeVisible();
  await expect(page.getByText('Andi Wijaya').first()).toBeVisible();
});

test('the form refuses missing documents and an age outside 21 to 38', async ({ page }) => {
  await loginAsApplicant(page);
  await page.goto('/career');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`career-form-${width}.png`),
      fullPage: true,
    });
  }
  await page.getByRole('button', { name: 'Kirim Lamaran' }).click();
  await expect(page.getByText('Nama wajib diisi')).toBeVisible();

  await fillApplication(page, { files: false });
  await page.getByRole('button', { name: 'Kirim Lamaran' }).click();
  await expect(page.getByText('Dokumen anda kosong')).toBeVisible();
  await expect(page.getByText('Harap upload dokumen terlebih dahulu!')).toBeVisible();
  await pressAlertOk(page);

  await fillApplication(page, { birth: birthDate(21, -1) }); // turns 21 tomorrow
  await page.getByRole('button', { name: 'Kirim Lamaran' }).click();
  await expect(page.getByText('Syarat tidak terpenuhi')).toBeVisible();
  await expect(page.getByText('Usia anda tidak memenuhi syarat')).toBeVisible();
  await dismissAlert(page);

  // Phone keeps digits only, 15 at most, as the visitor types (maxlength counts kept digits).
  // Typed key by key: the alert's late focus return can take keys, so a cut-short try is redone.
  const phone = page.getByLabel('No. Telepon');
  await expect(async () => {
    await phone.fill('');
    await phone.pressSequentially('0812-abc-3456789012345');
    await expect(phone).toHaveValue('081234567890123', { timeout: 1000 });
  }).toPass();
});

test('logout asks first, drops the token and goes to /login-user', async ({ page }) => {
  const account = await loginAsApplicant(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/career');
  await expect(page.getByRole('heading', { name: 'Gabung Dengan Kami' })).toBeVisible();
  await page.getByRole('button', { name: 'Buka/tutup menu' }).click();
  await expect(page.getByText(account.nama).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('career-menu-375.png') });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Yakin anda ingin Logout?')).toBeVisible();
  await page.getByRole('button', { name: 'Tidak' }).click();
  await expect(page).toHaveURL(/\/career$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page).toHaveURL(/\/login-user$/);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  // The token was revoked on the server too.
  const response = await page.request.get(`/api/user/pelamar/1`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(response.status()).toBe(401);
  await page.goto('/career');
  await expect(page).toHaveURL(/\/login-user$/);
});

test('an invalid token is dropped and sends the visitor to /login-user', async ({ page }) => {
  await page.goto('/favicon.svg');
  await page.evaluate(() => localStorage.setItem('userToken', 'bukan.token.valid'));
  await page.goto('/career/detail');
  await expect(page).toHaveURL(/\/login-user$/);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
});

test('login and registration failures show the server text', async ({ page }) => {
  const account = await createApplicantAccount(page.request);
  await page.goto('/login-user');
  await page.getByLabel('Username atau Email').fill(account.nama);
  await page.getByLabel('Password', { exact: true }).fill('password-salah');
  await clickCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username/email atau password salah')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('login-error-1280.png') });

  await page.getByRole('link', { name: 'Daftar di sini' }).click();
  await expect(page).toHaveURL(/\/register-user$/);
  await page.getByLabel('Username').fill(account.nama.toUpperCase());
  await page.getByLabel('Email').fill(`${unique('lain')}@contoh.id`);
  await page.getByLabel('Password', { exact: true }).fill('rahasia-123');
  await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
  await clickCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Gagal Menambahkan User!')).toBeVisible();
  await expect(page.getByText('Username sudah digunakan')).toBeVisible();
});
