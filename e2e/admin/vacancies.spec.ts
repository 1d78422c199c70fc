import { applicantLoginToken, expect, loginAsStaff, test, unique } from '../fixtures.ts';
import { applyThroughApi } from '../applicants.ts';
import { dayFromToday } from '../../test-support/vacancies.ts';
import { createVacancyThroughApi } from '../vacancies.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

test('hrd creates a vacancy with a question, closes it, and the public page then answers 410', async ({
  page,
}) => {
  await loginAsStaff(page, 'hrd');
  await page.goto('/admin/lowongan');
  await expect(page.getByRole('heading', { level: 1, name: 'Lowongan' })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Lowongan' }).click();
  const judul = unique('Satpam Gudang ');
  await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(judul);
  await page.getByRole('textbox', { name: 'Kota', exact: true }).fill('Cikarang');
  await page.getByLabel('Provinsi').fill('Jawa Barat');
  await page.getByLabel('Jumlah kebutuhan').fill('0');
  await page.getByLabel('Tanggal ditutup').fill(dayFromToday(10));
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Dibuka' });
  await page.getByRole('textbox', { name: 'Deskripsi dan persyaratan' }).fill('Wajib SKCK.');
  await page.getByRole('button', { name: 'Tambah Pertanyaan' }).click();
  await page
    .getByRole('textbox', { name: 'Pertanyaan 1', exact: true })
    .fill('Apakah Anda memiliki SKCK?');
  await page.getByLabel('Jawaban yang diharapkan').selectOption({ label: 'Ya' });
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    page.getByText('Jumlah kebutuhan (kuota) harus bilangan bulat minimal 1'),
  ).toBeVisible();
  await page.getByLabel('Jumlah kebutuhan').fill('8');
  if (SHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/admin-editor-${width}.png`, fullPage: true });
    }
  }
  await page.getByRole('button', { name: 'Simpan' }).click();
  const row = page.getByRole('listitem').filter({ hasText: judul });
  await expect(row).toBeVisible();
  await expect(row.getByText('Dibuka')).toBeVisible();
  if (SHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/admin-list-${width}.png`, fullPage: true });
    }
  }
  const link = await row.getByRole('link', { name: judul }).getAttribute('href');
  expect((await page.request.get(link!)).status()).toBe(200);

  await row.getByRole('button', { name: 'Tutup' }).click();
  await expect(row.getByText('Ditutup', { exact: true })).toBeVisible();
  expect((await page.request.get(link!)).status()).toBe(410);
});

test('the applicant list filters by vacancy and flags who does not meet the requirements', async ({
  page,
}) => {
  const vacancy = await createVacancyThroughApi(page.request, {
    pertanyaan: [{ teks: 'Apakah Anda memiliki SKCK?', jawaban_diharapkan: 'ya' }],
  });
  const { token } = await applicantLoginToken(page.request);
  const question = (
    (await (await page.request.get(`/api/lowongan/${vacancy.slug}`)).json()) as {
      pertanyaan: { id: number }[];
    }
  ).pertanyaan[0];
  const nama = `Budi ${unique('X').replace(/[^A-Za-z]/g, '')}`;
  await applyThroughApi(page.request, token, {
    nama,
    lowongan_id: String(vacancy.id),
    jawaban: JSON.stringify({ [question.id]: 'tidak' }),
  });

  await loginAsStaff(page, 'admin');
  await page.goto('/admin/lowongan');
  const row = page.getByRole('listitem').filter({ hasText: vacancy.judul });
  await expect(row.getByRole('link', { name: '1 tidak memenuhi syarat' })).toBeVisible();
  await row.getByRole('link', { name: '1 pelamar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pelamar\\?lowongan=${vacancy.id}$`));
  const applicantRow = page.getByRole('row').filter({ hasText: nama });
  await expect(applicantRow).toBeVisible();
  await expect(applicantRow.getByText('Tidak memenuhi syarat')).toBeVisible();
  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/admin-pelamar-1280.png`, fullPage: true });
  }
  await page.goto('/admin/statistik');
  await expect(page.getByRole('heading', { name: 'Per Lowongan' })).toBeVisible();
  await expect(page.getByRole('link', { name: vacancy.judul })).toBeVisible();
});
