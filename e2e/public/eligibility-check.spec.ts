import type { Locator } from '@playwright/test';

import { GUARD_REQUIREMENTS } from '../../test-support/vacancies.ts';
import { birthDate, screenshots } from '../applicants.ts';
import { expect, test } from '../fixtures.ts';
import { createVacancyThroughApi } from '../vacancies.ts';

/**
 * 'Cek Kelayakan' on a security vacancy's page (docs/decisions/046): the job seeker sees which
 * requirements are met and what is missing, in the page, with nothing sent or stored.
 */

/** A day `months` months before today in Jakarta (the 1st, so every month has it). */
function monthsAgo(months: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const [year, month] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  return first.toISOString().slice(0, 10);
}

/** Expects the self-check's result (its status region) to say each of `lines`. */
async function expectResultToSay(check: Locator, lines: string[]) {
  const result = check.getByRole('status');
  for (const line of lines) await expect(result).toContainText(line);
}

test('the vacancy page lists its requirements and the self-check judges them in the page', async ({
  page,
  request,
}) => {
  const vacancy = await createVacancyThroughApi(request, { syarat: GUARD_REQUIREMENTS });
  await page.setViewportSize({ width: 375, height: 800 });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) sent.push(`${r.method()} ${r.url()}`);
  });
  await page.goto(`/lowongan/${vacancy.slug}`);

  const requirements = page.getByRole('region', { name: 'Persyaratan', exact: true });
  await expect(requirements.getByRole('listitem')).toHaveText([
    'Usia 21–38 tahun',
    'Pendidikan minimal SMA/SMK',
    'Tinggi badan minimal pria 165 cm, wanita 160 cm',
    'Memiliki sertifikat Gada Pratama atau lebih tinggi',
    'SKCK yang masih berlaku (terbit dalam 6 bulan terakhir)',
  ]);
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((text) =>
      text.includes('JobPosting'),
    )!,
  ) as { qualifications: string; educationRequirements: unknown };
  expect(ld.qualifications).toContain('Pendidikan minimal SMA/SMK');
  expect(ld.educationRequirements).toMatchObject({ credentialCategory: 'high school' });

  const check = page.getByRole('region', { name: 'Cek Kelayakan' });
  await check.scrollIntoViewIfNeeded();
  await check.getByLabel('Tanggal lahir').fill(birthDate(30));
  await check.getByLabel('Jenis kelamin').selectOption('Laki-laki');
  await check.getByLabel('Tinggi badan (cm)').fill('160');
  await check.getByLabel('Pendidikan terakhir').selectOption('SMA/SMK');
  await check.getByLabel('Tingkat Gada').selectOption('Pratama');
  await check.getByLabel('Tanggal SKCK').fill(monthsAgo(8));
  const before = sent.length;
  await check.getByRole('button', { name: 'Cek' }).click();

  await expectResultToSay(check, [
    '2 persyaratan belum terpenuhi.',
    'Tinggi badan: Tidak terpenuhi',
    'Tinggi badan di bawah 165 cm',
    'SKCK: Tidak terpenuhi',
    'SKCK lebih dari 6 bulan',
    'Sertifikat Gada: Terpenuhi',
    'Usia: Terpenuhi',
  ]);
  // Nothing about the job seeker leaves the page.
  expect(sent.slice(before).filter((line) => !line.startsWith('GET'))).toEqual([]);

  // Phone width: nothing sideways, every control a 44 px target.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const control of await check.locator('input, select, button').all())
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await screenshots(page, 'eligibility-check');
});

test('the self-check works from the keyboard alone', async ({ page, request }) => {
  const vacancy = await createVacancyThroughApi(request, { syarat: GUARD_REQUIREMENTS });
  await page.goto(`/lowongan/${vacancy.slug}`);
  const check = page.getByRole('region', { name: 'Cek Kelayakan' });
  // A date field's own segments take Tab (Chromium): the date is filled, the rest is keys only.
  await check.getByLabel('Tanggal lahir').fill(birthDate(25));
  await check.getByLabel('Jenis kelamin').focus();
  await page.keyboard.press('ArrowDown'); // Laki-laki
  await page.keyboard.press('Tab');
  await page.keyboard.type('170');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // SD
  await page.keyboard.press('Tab');
  await expect(check.getByLabel('Tingkat Gada')).toBeFocused(); // no Gada yet
  // The SKCK date is left empty: Tab passes its segments (how many is the browser's) to 'Cek'.
  const button = check.getByRole('button', { name: 'Cek' });
  for (let presses = 0; presses < 6; presses += 1) {
    if (await button.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');

  await expectResultToSay(check, [
    'Tinggi badan: Terpenuhi',
    'Pendidikan di bawah SMA/SMK',
    'Belum memiliki sertifikat Gada Pratama',
    'SKCK: Tidak dapat dinilai',
    '2 persyaratan belum terpenuhi.',
  ]);
});

test('what was typed before the self-check’s code arrived is kept and judged', async ({
  page,
  request,
}) => {
  const vacancy = await createVacancyThroughApi(request, { syarat: GUARD_REQUIREMENTS });
  // The check's code held back, as on a slow phone connection, while the visitor types.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/eligibility-check-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/lowongan/${vacancy.slug}`);
  const island = page.locator('[data-island="eligibility-check"]');
  const check = page.getByRole('region', { name: 'Cek Kelayakan' });
  await check.getByLabel('Tanggal lahir').fill(birthDate(25));
  await check.getByLabel('Jenis kelamin').selectOption('Laki-laki');
  await check.getByLabel(/Tinggi badan/).fill('170');
  await expect(island).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(island).toHaveAttribute('data-hydrated', 'true');

  // A change after the code arrived renders the island again: the earlier answers stay.
  await check.getByLabel(/Pendidikan/).selectOption('SMA/SMK');
  await expect(check.getByLabel(/Tinggi badan/)).toHaveValue('170');
  await check.getByRole('button', { name: 'Cek' }).click();
  await expectResultToSay(check, ['Usia: Terpenuhi', 'Tinggi badan: Terpenuhi']);
});
