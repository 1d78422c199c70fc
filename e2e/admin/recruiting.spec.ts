import { applyThroughApi, screenshots } from '../applicants.ts';
import { expect, loginAsApplicant, loginAsStaff, test } from '../fixtures.ts';

/** Dashboard, history timeline, internal notes, WhatsApp button (hrd edits, bos reads) (docs/decisions/025). */

test('hrd notes an applicant, schedules, and sees the timeline; bos reads the dashboard', async ({
  page,
  browser,
}) => {
  // Three people in three browser contexts: about 18 s on a quiet machine, past 30 s under load.
  test.slow();
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  const account = await loginAsApplicant(applicantPage);
  const nama = `Rekrut ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  const { id } = await applyThroughApi(applicantPage.request, account.token, {
    nama,
    telepon: '081298765432',
  });

  await loginAsStaff(page, 'hrd');
  await page.goto(`/admin/pelamar/${id}`);
  await expect(page.getByRole('heading', { name: 'Detail Pelamar' })).toBeVisible();
  const whatsApp = page.getByRole('link', { name: `Chat WhatsApp dengan ${nama}` });
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/6281298765432\?text=/);

  await page.getByLabel('Catatan baru').fill('<b>tebal</b> sudah ditelepon');
  await page.getByRole('button', { name: 'Simpan Catatan' }).click();
  // The saved note, not the textarea (whose text is the same until the save empties it); and
  // its toast before the schedule's dialog, which would otherwise be replaced by it.
  await expect(page.getByText('Catatan berhasil disimpan')).toBeVisible();
  await expect(page.getByLabel('Catatan baru')).toHaveValue('');
  await expect(page.getByText('<b>tebal</b> sudah ditelepon')).toBeVisible();

  await page.locator('#applicant-schedule').fill('2030-03-07T10:30');
  await page.getByRole('button', { name: 'Simpan Jadwal' }).click();
  await expect(page.getByText('Jadwal interview berhasil diperbarui')).toBeVisible();
  await expect(page.getByText(/Jadwal interview: .*2030/)).toBeVisible();
  await expect(page.getByText('Jadwal interview berhasil diperbarui')).toBeHidden();
  await screenshots(page, 'recruiting-detail');

  const bosContext = await browser.newContext();
  const bos = await bosContext.newPage();
  await loginAsStaff(bos, 'bos');
  await bos.goto('/admin/statistik');
  await expect(bos.getByRole('heading', { name: 'Statistik Rekrutmen' })).toBeVisible();
  await expect(bos.locator('canvas').first()).toBeVisible();
  await expect(bos.getByRole('heading', { name: 'Pengaturan Rekrutmen' })).toHaveCount(0);
  await screenshots(bos, 'recruiting-stats-bos');
  await bos.goto(`/admin/pelamar/${id}`);
  await expect(bos.getByText('<b>tebal</b> sudah ditelepon')).toBeVisible();
  await expect(bos.getByRole('button', { name: 'Simpan Catatan' })).toHaveCount(0);
  await applicantContext.close();
  await bosContext.close();
});
