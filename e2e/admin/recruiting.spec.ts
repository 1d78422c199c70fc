import { pdfBytes, pngBytes } from '../../test-support/sample-files.ts';
import { expect, loginAsApplicant, loginAsStaff, test } from '../fixtures.ts';

/** Issue 11: dashboard, history timeline, internal notes, WhatsApp button (hrd edits, bos reads). */

function birthDate(years: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  return `${Number(today.slice(0, 4)) - years}${today.slice(4, 10)}`.replace(/-02-29$/, '-02-28');
}

test('hrd notes an applicant, schedules, and sees the timeline; bos reads the dashboard', async ({
  page,
  browser,
}) => {
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  const account = await loginAsApplicant(applicantPage);
  const nama = `Rekrut ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  const created = await applicantPage.request.post('/api/pelamar', {
    headers: { authorization: `Bearer ${account.token}` },
    multipart: {
      nama,
      telepon: '081298765432',
      posisi: 'Security',
      jenis_kelamin: 'Laki-laki',
      tanggal_lahir: birthDate(30),
      pesan: 'Jl. Mawar 1, Bekasi',
      persetujuan: 'true',
      foto: { name: 'foto.png', mimeType: 'image/png', buffer: await pngBytes() },
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await loginAsStaff(page, 'hrd');
  await page.goto(`/admin/pelamar/${id}`);
  await expect(page.getByRole('heading', { name: 'Detail Pelamar' })).toBeVisible();
  const whatsApp = page.getByRole('link', { name: `Chat WhatsApp dengan ${nama}` });
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/6281298765432\?text=/);

  await page.getByLabel('Catatan baru').fill('<b>tebal</b> sudah ditelepon');
  await page.getByRole('button', { name: 'Simpan Catatan' }).click();
  await expect(page.getByText('<b>tebal</b> sudah ditelepon')).toBeVisible();

  await page.locator('#applicant-schedule').fill('2030-03-07T10:30');
  await page.getByRole('button', { name: 'Simpan Jadwal' }).click();
  await expect(page.getByText('Jadwal interview berhasil diperbarui')).toBeVisible();
  await expect(page.getByText(/Jadwal interview: .*2030/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/recruiting-detail-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/recruiting-detail-375.png', fullPage: true });

  const bosContext = await browser.newContext();
  const bos = await bosContext.newPage();
  await loginAsStaff(bos, 'bos');
  await bos.goto('/admin/statistik');
  await expect(bos.getByRole('heading', { name: 'Statistik Rekrutmen' })).toBeVisible();
  await expect(bos.locator('canvas').first()).toBeVisible();
  await expect(bos.getByRole('heading', { name: 'Pengaturan Rekrutmen' })).toHaveCount(0);
  await bos.setViewportSize({ width: 1280, height: 900 });
  await bos.screenshot({ path: 'test-results/recruiting-stats-1280.png', fullPage: true });
  await bos.setViewportSize({ width: 375, height: 800 });
  await bos.screenshot({ path: 'test-results/recruiting-stats-375.png', fullPage: true });
  await bos.goto(`/admin/pelamar/${id}`);
  await expect(bos.getByText('<b>tebal</b> sudah ditelepon')).toBeVisible();
  await expect(bos.getByRole('button', { name: 'Simpan Catatan' })).toHaveCount(0);
  await applicantContext.close();
  await bosContext.close();
});
