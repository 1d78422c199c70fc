import type { Page } from '@playwright/test';

import {
  createApplication,
  letterTag,
  screenshots,
  superadminApi,
  taggedApplications,
  uniqueMobile,
} from '../applicants.ts';
import { expect, loginAsStaff, pressAlertOk, test } from '../fixtures.ts';

/**
 * docs/decisions/025: the staff list: position filter, sort, search as you type, duplicate flag, and the
 * bulk bar (status with the schedule rule, schedule for all matching, delete); bos reads only.
 * Every test works on names that carry its own random tag, never on counts of the whole list.
 */

/** The table rows of this test's applicants (the 1280 px table; phones get cards instead). */
const rowsOf = (page: Page, tag: string) => page.getByRole('row').filter({ hasText: tag });

/**
 * Types a search and waits for the list the server answers for it: this test's rows may already
 * show in the unfiltered list, and the search, once it applies, drops any selection.
 */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/pelamar' &&
      new URL(response.url()).searchParams.get('q') === text,
  );
  await page.getByLabel('Cari').fill(text);
  await answered;
}

async function openListAs(page: Page, role: string, tag: string, expected: number) {
  await loginAsStaff(page, role);
  await page.goto('/admin/pelamar');
  await expect(page.getByRole('heading', { name: 'Daftar Pelamar Kerja' })).toBeVisible();
  await search(page, tag);
  await expect(rowsOf(page, tag)).toHaveCount(expected);
}

test('hrd searches as they type, filters by position, sorts, and sees duplicates flagged', async ({
  page,
}) => {
  const tag = letterTag();
  const sharedPhone = uniqueMobile();
  // Created in this order, so the date order differs from the name order.
  await createApplication(page.request, { nama: `Budi ${tag}` });
  await createApplication(page.request, { nama: `Citra ${tag}`, telepon: sharedPhone });
  await createApplication(page.request, { nama: `Ani ${tag}` });
  await createApplication(page.request, {
    nama: `Dodi ${tag}`,
    posisi: 'Kebersihan',
    telepon: sharedPhone,
  });
  const other = await createApplication(page.request, { nama: `Zaki ${letterTag()}` });
  const names = (...first: string[]) => first.map((name) => new RegExp(`${name} ${tag}`));

  await loginAsStaff(page, 'hrd');
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const q = url.searchParams.get('q');
    if (url.pathname === '/api/pelamar' && q) searches.push(q);
  });
  await page.goto('/admin/pelamar');
  await expect(page.getByRole('heading', { name: 'Daftar Pelamar Kerja' })).toBeVisible();
  await expect(rowsOf(page, other.nama)).toHaveCount(1);

  // Typed key by key, never submitted: the list follows once the typing pauses.
  const typed = tag.toLowerCase();
  await page.getByLabel('Cari').pressSequentially(typed);
  await expect(rowsOf(page, other.nama)).toHaveCount(0);
  await expect(rowsOf(page, tag)).toHaveText(names('Dodi', 'Ani', 'Citra', 'Budi'));
  expect(searches.at(-1)).toBe(typed);
  expect(new Set(searches).size, 'one request per pause, not per key').toBeLessThan(typed.length);

  await page.getByLabel('Posisi', { exact: true }).selectOption('Security');
  await expect(rowsOf(page, tag)).toHaveText(names('Ani', 'Citra', 'Budi'));
  await page.getByLabel('Urutkan').selectOption({ label: 'Terlama' });
  await expect(rowsOf(page, tag)).toHaveText(names('Budi', 'Citra', 'Ani'));
  await page.getByLabel('Urutkan').selectOption({ label: 'Nama A-Z' });
  await expect(rowsOf(page, tag)).toHaveText(names('Ani', 'Budi', 'Citra'));
  await page.getByLabel('Urutkan').selectOption({ label: 'Nama Z-A' });
  await expect(rowsOf(page, tag)).toHaveText(names('Citra', 'Budi', 'Ani'));

  // Citra and Dodi gave the same phone number.
  const citra = rowsOf(page, tag).filter({ hasText: `Citra ${tag}` });
  await expect(citra.getByText('Duplikat')).toHaveAttribute(
    'title',
    'Nomor telepon atau email sama dengan lamaran lain',
  );
  await expect(rowsOf(page, tag).filter({ hasText: `Ani ${tag}` })).not.toContainText('Duplikat');
  await expect(rowsOf(page, tag).filter({ hasText: `Budi ${tag}` })).not.toContainText('Duplikat');
  await page.getByLabel('Posisi', { exact: true }).selectOption({ label: 'Cleaning' });
  await expect(rowsOf(page, tag)).toHaveText(names('Dodi'));
  await expect(rowsOf(page, tag)).toContainText('Duplikat');
});

test('hrd sets one status for chosen applicants; those without an interview are named and kept', async ({
  page,
}) => {
  const { tag, rows } = await taggedApplications(page.request, ['Eko', 'Fitri', 'Gita']);
  const [eko, fitri, gita] = rows;
  const api = await superadminApi(page.request);
  await api.schedule(eko.id, '2030-04-01T09:00');
  await api.schedule(fitri.id, '2030-04-01T10:00');

  await openListAs(page, 'hrd', tag, 3);
  for (const nama of [eko.nama, fitri.nama, gita.nama])
    await page.getByRole('checkbox', { name: `Pilih ${nama}` }).check();
  const bar = page.getByRole('region', { name: '3 dipilih' });
  await bar.getByLabel('Status untuk yang dipilih').selectOption('Diterima');
  await screenshots(page, 'list-bulk-bar');
  await bar.getByRole('button', { name: 'Ubah Status' }).click();

  // One confirmation for all three.
  await expect(page.getByText('Status 3 pelamar akan diubah menjadi Diterima.')).toBeVisible();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page.getByRole('heading', { name: '2 pelamar diperbarui' })).toBeVisible();
  await expect(
    page.getByText(`Tidak diubah (belum ada jadwal interview): ${gita.nama}`),
  ).toBeVisible();
  await pressAlertOk(page);

  await expect(bar).toBeHidden();
  await expect(rowsOf(page, eko.nama)).toContainText('Diterima');
  await expect(rowsOf(page, fitri.nama)).toContainText('Diterima');
  await expect(rowsOf(page, gita.nama)).toContainText('Menunggu');
  expect((await api.get(`/pelamar/${gita.id}`)).status).toBe('Menunggu');
});

test('hrd schedules every matching applicant at once, then deletes two of them', async ({
  page,
}) => {
  const { tag, rows } = await taggedApplications(page.request, ['Hadi', 'Indah', 'Joko']);
  const [hadi, indah, joko] = rows;

  await openListAs(page, 'hrd', tag, 3);
  await page
    .getByRole('button', { name: 'Pilih semua 3 pelamar yang cocok dengan filter' })
    .click();
  await expect(
    page.getByRole('button', { name: 'Semua 3 pelamar yang cocok dipilih' }),
  ).toBeVisible();
  const bar = page.getByRole('region', { name: '3 dipilih' });
  await bar.getByLabel('Jadwal interview untuk yang dipilih').fill('2030-05-06T13:15');
  await bar.getByRole('button', { name: 'Atur Jadwal' }).click();
  await expect(
    // Chromium's ICU writes the day as '06' in the full date style.
    page.getByText(
      /^Jadwal interview 3 pelamar akan diatur ke Senin, 0?6 Mei 2030 pukul 13\.15\.$/,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page.getByText('3 pelamar diperbarui')).toBeVisible();
  await expect(bar).toBeHidden();
  const api = await superadminApi(page.request);
  for (const { id } of [hadi, indah, joko])
    expect((await api.get(`/pelamar/${id}`)).jadwal_interview).toBe('2030-05-06T13:15');

  await page.getByRole('checkbox', { name: `Pilih ${hadi.nama}` }).check();
  await page.getByRole('checkbox', { name: `Pilih ${indah.nama}` }).check();
  await page
    .getByRole('region', { name: '2 dipilih' })
    .getByRole('button', { name: 'Hapus Terpilih' })
    .click();
  await expect(
    page.getByText('2 pelamar akan dihapus. Data yang dihapus tidak bisa dikembalikan!'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page.getByText('2 pelamar dihapus')).toBeVisible();
  await expect(rowsOf(page, tag)).toHaveText([new RegExp(joko.nama)]);
});

test('a new search drops the selection, so no applicant out of sight is changed', async ({
  page,
}) => {
  const { tag, rows } = await taggedApplications(page.request, ['Omar', 'Putri']);
  const [omar, putri] = rows;

  await openListAs(page, 'hrd', tag, 2);
  await page.getByRole('checkbox', { name: `Pilih ${omar.nama}` }).check();
  await expect(page.getByRole('region', { name: '1 dipilih' })).toBeVisible();
  await search(page, putri.nama);
  await expect(rowsOf(page, tag)).toHaveText([new RegExp(putri.nama)]);
  await expect(page.getByRole('region', { name: /dipilih/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: `Pilih ${putri.nama}` })).not.toBeChecked();

  // "All matching" is dropped as well.
  await page
    .getByRole('button', { name: 'Pilih semua 1 pelamar yang cocok dengan filter' })
    .click();
  await expect(page.getByRole('region', { name: '1 dipilih' })).toBeVisible();
  await search(page, tag);
  await expect(rowsOf(page, tag)).toHaveCount(2);
  await expect(page.getByRole('region', { name: /dipilih/ })).toHaveCount(0);
});

test('bos reads the list without selection, bulk or delete controls', async ({ page }) => {
  const { tag, rows } = await taggedApplications(page.request, ['Lina']);
  const [lina] = rows;
  const bos = await loginAsStaff(page, 'bos');
  await page.goto('/admin/pelamar');
  await search(page, tag);
  await expect(rowsOf(page, tag)).toHaveCount(1);
  await expect(rowsOf(page, tag).getByRole('link', { name: `Detail ${lina.nama}` })).toBeVisible();
  // No row selection (the 'Tidak memenuhi syarat' filter is the one checkbox bos has).
  await expect(page.getByRole('checkbox', { name: /^Pilih/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Pilih semua/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Hapus ${lina.nama}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ubah Status' })).toHaveCount(0);

  // The server refuses the bulk call too.
  const response = await page.request.post('/api/pelamar/bulk', {
    headers: { authorization: `Bearer ${bos.token}` },
    data: { action: 'delete', ids: [lina.id] },
  });
  expect(response.status()).toBe(403);
});
