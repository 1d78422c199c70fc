import type { Locator } from '@playwright/test';

import { axeViolations } from '../a11y/axe.ts';
import { birthDate, createApplication, letterName, nikFor, screenshots } from '../applicants.ts';
import { createStaff, expect, loginAsStaff, staffLoginToken, test } from '../fixtures.ts';
import { GUARD_REQUIREMENTS } from '../../test-support/vacancies.ts';
import { createVacancyThroughApi } from '../vacancies.ts';

/**
 * The guard-document loop on the staff screens at 375 px (docs/decisions/058): the detail leads
 * with the checklist and one 'Dokumen' card, the phone cards count the documents, the audit log
 * names what was seen and whose it was.
 */

/** A security application with the KTP, an SKCK and a Gada certificate. */
async function guardApplication(request: Parameters<typeof createApplication>[0]) {
  const vacancy = await createVacancyThroughApi(request, { syarat: GUARD_REQUIREMENTS });
  const application = await createApplication(request, {
    nama: letterName('Budi'),
    lowongan_id: String(vacancy.id),
    nik: nikFor(birthDate(30)),
    extra: {
      tinggi_badan: '170',
      berat_badan: '65',
      pendidikan: 'SMA/SMK',
      skck_tanggal: birthDate(0).replace(/-\d{2}$/, '-01'),
      gada_tingkat: 'Pratama',
      gada_nomor: 'GP/2024/000777',
    },
    documents: ['skck', 'sertifikat_gada'],
  });
  return { vacancy, application };
}

/** Every visible link and button inside `scope` is at least 44 px high (WCAG 2.5.5 on phones). */
async function expectTallTargets(scope: Locator) {
  const heights = await scope
    .locator('a:visible, button:visible, label:has(input[type=checkbox]):visible')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.textContent?.trim(), node.getBoundingClientRect().height]),
    );
  for (const [text, height] of heights)
    expect(height, `target '${text}'`).toBeGreaterThanOrEqual(44);
}

test('at 375 px the detail leads with the evidence and the phone card counts the documents', async ({
  page,
  request,
}) => {
  const { vacancy, application } = await guardApplication(request);
  await loginAsStaff(page, 'hrd');
  await page.setViewportSize({ width: 375, height: 800 });

  await page.goto(`/admin/pelamar/${application.id}`);
  const checklist = page.getByRole('heading', { name: 'Persyaratan', exact: true });
  const documents = page.locator('section', {
    has: page.getByRole('heading', { name: 'Dokumen', exact: true }),
  });
  const status = page.getByRole('heading', { name: 'Status Lamaran' });
  const personal = page.getByRole('heading', { name: 'Informasi Pribadi' });
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  // Checklist, then documents, then status; who the person is comes after.
  expect(await top(checklist)).toBeLessThan(await top(documents));
  expect(await top(documents)).toBeLessThan(await top(status));
  expect(await top(status)).toBeLessThan(await top(personal));
  // One documents card only: the CV sits in it beside the identity and credential documents.
  await expect(page.getByRole('heading', { name: /^Dokumen/ })).toHaveCount(1);
  await expect(documents.getByRole('link', { name: 'Lihat Dokumen' })).toBeVisible();
  // Images as thumbnails through their signed links; the CV (a PDF) as a labelled icon.
  const ktp = documents.getByRole('listitem').filter({ hasText: 'Foto KTP' });
  await expect(ktp.locator('img')).toHaveAttribute('src', /\/api\/files\/photos\//);
  const skck = documents.getByRole('listitem').filter({ hasText: 'SKCK' });
  await expect(skck.locator('img')).toHaveAttribute('src', /\/api\/files\//);
  await expect(documents.getByText('PDF', { exact: true })).toBeVisible();
  // Verified in place.
  await skck.getByLabel('Catatan untuk SKCK').fill('Foto buram, tanggal tidak terbaca');
  await skck.getByRole('button', { name: 'Ditolak: SKCK' }).click();
  await expect(skck).toContainText('Catatan: Foto buram, tanggal tidak terbaca');
  await expect(page.getByRole('dialog')).toBeHidden();
  await ktp.getByRole('button', { name: 'Sah: Foto KTP' }).click();
  await expect(ktp.getByText('Sah', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: /^Hapus / })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'detail-evidence-first');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/pelamar?lowongan=${vacancy.id}`);
  const card = page.getByRole('listitem').filter({ hasText: application.nama });
  await expect(card).toContainText('1/3 dokumen sah');
  await expect(card).toContainText('1 ditolak');
  // The rejected SKCK fails its requirement (docs/decisions/052): the card says so.
  await expect(card).toContainText('Tidak memenuhi syarat');
  // Delete lives behind the detail on a phone; every target on the card is 44 px high.
  await expect(card.getByRole('button', { name: /^Hapus/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: `Detail ${application.nama}` })).toBeVisible();
  await expectTallTargets(card);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'applicant-cards');
});

test('at 375 px the audit log reads in words with names, as cards', async ({ page, request }) => {
  const { application } = await guardApplication(request);
  // hrd open the SKCK through its signed link: the record names the document and its owner.
  const hrd = await createStaff(request, 'hrd');
  const { token } = await staffLoginToken(request, hrd.nama, hrd.password);
  const detail = (await (
    await request.get(`/api/pelamar/${application.id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { dokumen: { jenis: string; url: string }[] };
  const skck = detail.dokumen.find((d) => d.jenis === 'skck')!;
  expect((await request.get(skck.url)).status()).toBe(200);

  await loginAsStaff(page, 'superadmin');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/audit');
  const entry = page
    .getByRole('listitem')
    .filter({ hasText: `melihat berkas SKCK milik ${application.nama}` });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('link', { name: application.nama })).toHaveAttribute(
    'href',
    `/admin/pelamar/${application.id}`,
  );
  await expect(page.getByText(`pelamar #${application.id}`)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'audit-in-words');
  // The desk table: Indonesian headers.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('columnheader', { name: 'Peran' })).toBeVisible();
});
