import type { VacancyRequirements } from '#common/guard-hiring-values';

import { birthDate, createApplication, letterName, nikFor, screenshots } from '../applicants.ts';
import { expect, loginAsStaff, test } from '../fixtures.ts';
import { GUARD_REQUIREMENTS } from '../../test-support/vacancies.ts';
import { GADA_AND_SKCK, createVacancyThroughApi } from '../vacancies.ts';

/**
 * 'Detail Pelamar' of a security application (docs/decisions/046): the requirement checklist,
 * the NIK and its possible duplicates, and the documents hrd verify as 'Sah' or 'Ditolak'.
 */

/** An application to `lowonganId` with a 160 cm height, an old SKCK and a Gada Pratama. */
async function guardApplication(
  request: Parameters<typeof createApplication>[0],
  lowonganId: number,
  nik: string,
) {
  return createApplication(request, {
    nama: letterName('Joko'),
    lowongan_id: String(lowonganId),
    nik,
    extra: {
      tinggi_badan: '160',
      berat_badan: '60',
      pendidikan: 'SMA/SMK',
      skck_tanggal: '2025-01-10',
      gada_tingkat: 'Pratama',
      gada_nomor: 'GP/2024/000777',
    },
    documents: ['skck', 'sertifikat_gada'],
  });
}

/** A vacancy requiring `syarat` and two guard applications to it with the same NIK. */
async function twoApplicationsWithOneNik(
  request: Parameters<typeof createApplication>[0],
  syarat: VacancyRequirements,
) {
  const vacancy = await createVacancyThroughApi(request, { syarat });
  const nik = nikFor(birthDate(30));
  const first = await guardApplication(request, vacancy.id, nik);
  const second = await guardApplication(request, vacancy.id, nik);
  return { vacancy, nik, first, second };
}

test('hrd read the checklist, follow a duplicate and verify the documents', async ({
  page,
  request,
}) => {
  const { nik, first, second } = await twoApplicationsWithOneNik(request, GUARD_REQUIREMENTS);

  await loginAsStaff(page, 'hrd');
  await page.goto(`/admin/pelamar/${second.id}`);
  const checklist = page.getByRole('list', { name: 'Persyaratan' });
  const height = checklist.getByRole('listitem').filter({ hasText: 'Tinggi badan' });
  await expect(height).toContainText('Tinggi badan di bawah 165 cm');
  await expect(height).toContainText('Tidak terpenuhi');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'SKCK' })).toContainText(
    'SKCK lebih dari 6 bulan',
  );
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Pendidikan' })).toContainText(
    'Terpenuhi',
  );
  await expect(page.getByText(nik)).toBeVisible();
  await screenshots(page, 'guard-checklist');

  // The documents: KTP 'Sah', Gada 'Ditolak' with a note, which fails the Gada requirement.
  const documents = page.locator('section', {
    has: page.getByRole('heading', { name: 'Dokumen', exact: true }),
  });
  const ktp = documents.getByRole('listitem').filter({ hasText: 'Foto KTP' });
  await expect(ktp.getByRole('link', { name: 'Buka Foto KTP' })).toHaveAttribute('href', /.+/);
  await ktp.getByRole('button', { name: 'Sah: Foto KTP' }).click();
  await expect(page.getByText('Verifikasi dokumen disimpan')).toBeVisible();
  await expect(ktp.getByText('Sah', { exact: true }).first()).toBeVisible();
  const gada = documents.getByRole('listitem').filter({ hasText: 'Sertifikat Gada' });
  await gada.getByLabel('Catatan untuk Sertifikat Gada').fill('Nomor tidak terbaca');
  await gada.getByRole('button', { name: 'Ditolak: Sertifikat Gada' }).click();
  await expect(gada).toContainText('Catatan: Nomor tidak terbaca');
  await expect(
    checklist.getByRole('listitem').filter({ hasText: 'Sertifikat Gada' }),
  ).toContainText('Sertifikat Gada ditolak: Nomor tidak terbaca');

  // The other application with the same NIK is one link away.
  await page.getByRole('link', { name: `Lamaran #${first.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pelamar/${first.id}$`));
  await expect(page.getByRole('link', { name: `Lamaran #${second.id}` })).toBeVisible();
});

test('the list shows the NIK masked and filters possible duplicates; admin cannot open the SKCK', async ({
  page,
  request,
}) => {
  const { vacancy, nik, first: row } = await twoApplicationsWithOneNik(request, GADA_AND_SKCK);

  await loginAsStaff(page, 'admin');
  await page.goto(`/admin/pelamar?lowongan=${vacancy.id}`);
  const masked = `${nik.slice(0, 4)}**********${nik.slice(14)}`;
  // The table (wide screens; phones get cards with the same text).
  const table = page.getByRole('table');
  await expect(table.getByText(`NIK ${masked}`).first()).toBeVisible();
  await expect(page.getByText(nik)).toHaveCount(0);
  // At 1280 px the filters are open (the 'Filter' fold closes them on phones).
  await page.getByLabel('Kemungkinan duplikat').check();
  await expect(table.getByText(`NIK ${masked}`)).toHaveCount(2);

  await page.goto(`/admin/pelamar/${row.id}`);
  const documents = page.locator('section', {
    has: page.getByRole('heading', { name: 'Dokumen', exact: true }),
  });
  const skck = documents.getByRole('listitem').filter({ hasText: 'SKCK' });
  await expect(skck).toContainText('Hanya HRD dan superadmin yang dapat membuka dokumen ini.');
  await expect(skck.getByRole('link')).toHaveCount(0);
  await expect(documents.getByRole('button', { name: /^Sah/ })).toHaveCount(0);
});
