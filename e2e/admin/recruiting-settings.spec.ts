import type { Browser, Page } from '@playwright/test';

import {
  createApplication,
  downloadedText,
  letterName,
  screenshots,
  superadminApi,
  uniqueMobile,
} from '../applicants.ts';
import { expect, loginAsApplicant, loginAsStaff, test } from '../fixtures.ts';

/**
 * docs/decisions/025: recruiting settings (open positions, interview place and notes, WhatsApp templates)
 * and what follows from them: the career form's positions, the WhatsApp link, the .ics.
 * The settings are one row for the whole site, so every test that reads or changes them lives in
 * this file (one worker runs a file's tests in order) and puts them back when it ends. No other
 * spec closes 'Pengelola Parkir', the only position closed here.
 */

let restoreSettings: (() => Promise<unknown>) | undefined;
test.beforeEach(async ({ request }) => {
  const api = await superadminApi(request);
  const original = await api.get('/recruiting-settings');
  restoreSettings = () => api.put('/recruiting-settings', original);
});
test.afterEach(async () => {
  await restoreSettings?.();
});

async function openSettingsAs(page: Page, role: string) {
  await loginAsStaff(page, role);
  await page.goto('/admin/statistik');
  await expect(page.getByRole('heading', { name: 'Pengaturan Rekrutmen' })).toBeVisible();
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByText('Pengaturan rekrutmen berhasil disimpan')).toBeVisible();
}

/** A new applicant in a browser context of their own, on the application form. */
async function applicantOnForm(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAsApplicant(page);
  await page.goto('/career');
  await expect(page.getByRole('heading', { name: 'Gabung Dengan Kami' })).toBeVisible();
  return { page, close: () => context.close() };
}

test('a position closed in the settings is not offered on the career form, and shows as closed', async ({
  page,
  browser,
}) => {
  await openSettingsAs(page, 'hrd');
  const parking = page.getByRole('checkbox', { name: 'Parking Management' });
  await expect(parking).toBeChecked();
  await parking.uncheck();
  await saveSettings(page);

  const applicant = await applicantOnForm(browser);
  const positions = applicant.page.getByRole('region', { name: 'Lowongan Dibuka' });
  await expect(positions.getByRole('listitem')).toHaveText([
    'Security: Dibuka',
    'Cleaning: Dibuka',
    'Parking Management: Ditutup',
  ]);
  await expect(applicant.page.getByLabel('Posisi').locator('option')).toHaveText([
    'Pilih posisi',
    'Security',
    'Cleaning',
  ]);

  // Opened again, it is offered again.
  await parking.check();
  await saveSettings(page);
  await applicant.page.reload();
  await expect(positions.getByRole('listitem')).toContainText(['Parking Management: Dibuka']);
  await expect(applicant.page.getByLabel('Posisi').locator('option')).toHaveText([
    'Pilih posisi',
    'Security',
    'Cleaning',
    'Parking Management',
  ]);
  await applicant.close();
});

test('hrd edits the interview place, notes and a WhatsApp template; link and .ics use them', async ({
  page,
}) => {
  const telepon = uniqueMobile();
  const applicant = await createApplication(page.request, { nama: letterName('Kiki'), telepon });
  await (await superadminApi(page.request)).schedule(applicant.id, '2030-03-07T10:30');

  await openSettingsAs(page, 'hrd');
  await page.getByLabel('Tempat Interview').fill('Gedung Sigap lantai 3');
  await page.getByLabel('Catatan Interview').fill('Bawa KTP asli');
  await page
    .getByLabel('Template Jadwal Interview')
    .fill('Halo {nama}, interview {posisi} pada {jadwal} di Gedung Sigap.');
  await screenshots(page, 'settings-form');
  await saveSettings(page);
  await page.reload();
  await expect(page.getByLabel('Tempat Interview')).toHaveValue('Gedung Sigap lantai 3');
  await expect(page.getByLabel('Catatan Interview')).toHaveValue('Bawa KTP asli');

  await page.goto(`/admin/pelamar/${applicant.id}`);
  // Waiting with a schedule: the interview template, filled in.
  const link = page.getByRole('link', { name: `Chat WhatsApp dengan ${applicant.nama}` });
  // The text waits for the settings to load, so poll the link until it carries the template.
  const chat = async () => new URL((await link.getAttribute('href'))!);
  await expect
    .poll(async () => (await chat()).searchParams.get('text'))
    .toMatch(
      new RegExp(
        `^Halo ${applicant.nama}, interview Security pada Kamis, 0?7 Maret 2030 pukul 10\\.30 di Gedung Sigap\\.$`,
      ),
    );
  const { origin, pathname } = await chat();
  expect(`${origin}${pathname}`).toBe(`https://wa.me/62${telepon.slice(1)}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Undangan (.ics)' }).click();
  const ics = await downloadedText(await download);
  expect(ics).toContain('LOCATION:Gedung Sigap lantai 3');
  expect(ics).toMatch(/DESCRIPTION:Interview lamaran posisi Security\.\\nBawa KTP asli/);
});

test('the WhatsApp button opens wa.me/62… with the Indonesian text for the status', async ({
  page,
}) => {
  const telepon = uniqueMobile();
  const applicant = await createApplication(page.request, { nama: letterName('Lestari'), telepon });
  await loginAsStaff(page, 'hrd');
  await page.goto(`/admin/pelamar/${applicant.id}`);
  await expect(page.getByRole('heading', { name: 'Detail Pelamar' })).toBeVisible();
  const link = page.getByRole('link', { name: `Chat WhatsApp dengan ${applicant.nama}` });
  await expect(link).toHaveText('Chat WhatsApp');
  await expect(link).toHaveAttribute(
    'href',
    `https://wa.me/62${telepon.slice(1)}?text=${encodeURIComponent(
      `Halo ${applicant.nama}, kami dari HRD Sigap. Lamaran anda untuk posisi Security sudah kami terima dan sedang kami tinjau.`,
    )}`,
  );
  await expect(link).toHaveAttribute('target', '_blank');
});

test('a number that cannot be international shows no WhatsApp button and says why', async ({
  page,
}) => {
  const applicant = await createApplication(page.request, {
    nama: letterName('Mira'),
    telepon: '0215550123',
  });
  await loginAsStaff(page, 'hrd');
  await page.goto(`/admin/pelamar/${applicant.id}`);
  await expect(page.getByRole('heading', { name: 'Detail Pelamar' })).toBeVisible();
  await expect(
    page.getByText(
      'Tombol WhatsApp tidak tersedia: nomor 0215550123 tidak bisa diubah ke format internasional (+62…) nomor ponsel Indonesia.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
});
