import { screenshots } from '../applicants.ts';
import { expect, loginAsStaff, test } from '../fixtures.ts';
import { hiringDayWithInvitee, invite } from '../hiring-days.ts';

/**
 * Hiring days: an invited applicant books a place on a phone, and staff check people in by the
 * typed code and record results on a phone-sized screen.
 */

const PHONE = { width: 375, height: 800 };

test('an invited applicant books a place on a 375 px phone and sees the code and its QR', async ({
  page,
}) => {
  const { hiringDay, applicant, application } = await hiringDayWithInvitee(page.request);
  await invite(page.request, hiringDay.id, [application.id]);
  await page.setViewportSize(PHONE);
  await page.goto('/favicon.svg');
  await page.evaluate((token) => localStorage.setItem('userToken', token), applicant.token);
  await page.goto('/career/detail');
  const card = page.getByRole('region', { name: 'Undangan Sesi' });
  await expect(card.getByText(hiringDay.judul)).toBeVisible();
  await expect(card.getByText('20 tempat tersisa')).toBeVisible();
  await card.getByRole('button', { name: 'Pilih tempat ini' }).click();
  await expect(card.getByText('Tempat Anda sudah dipesan')).toBeVisible();
  await expect(card.getByText('19 tempat tersisa')).toBeVisible();
  // The application's interview date now shows the booked time.
  await expect(page.getByText('Belum dijadwalkan')).toBeHidden();
  const qr = card.getByRole('img', { name: /Kode QR untuk kode pemesanan [A-Z0-9]{8}/ });
  await expect(qr).toBeVisible();
  const code = (await qr.getAttribute('alt'))!.slice(-8);
  await expect(card.getByText(code, { exact: true })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshots(page, 'hiring-day-booking');
});

test('staff check a person in by the typed code on a phone and record the result', async ({
  page,
}) => {
  // Check-in, a result form and two sets of screenshots on a shared machine.
  test.slow();
  const { hiringDay, applicant, application } = await hiringDayWithInvitee(page.request, true);
  await invite(page.request, hiringDay.id, [application.id]);
  const booked = await page.request.post(`/api/user/sesi/${hiringDay.id}/pesan`, {
    headers: { authorization: `Bearer ${applicant.token}` },
  });
  const { kode } = (await booked.json()) as { kode: string };
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsStaff(page, 'hrd');
  await page.goto(`/admin/sesi/${hiringDay.id}`);
  await expect(page.getByRole('heading', { name: hiringDay.judul })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Belum hadir (1)' })).toBeVisible();
  // Typed as a person would read it off a phone: lower case, with a space.
  await page
    .getByLabel('Kode pemesanan')
    .fill(`${kode.slice(0, 4).toLowerCase()} ${kode.slice(4)}`);
  await page.getByRole('button', { name: 'Hadir', exact: true }).click();
  await expect(page.getByRole('status').getByText(`${application.nama} hadir`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hadir (1)' })).toBeVisible();
  // The same code again is refused with the time of arrival.
  await page.getByLabel('Kode pemesanan').fill(kode);
  await page.getByRole('button', { name: 'Hadir', exact: true }).click();
  await expect(page.getByText(/Kode ini sudah dipakai/)).toBeVisible();

  await page.getByRole('tab', { name: 'Hadir (1)' }).click();
  await page.getByRole('button', { name: 'Isi hasil' }).click();
  const form = page.getByRole('form', { name: `Hasil: ${application.nama}` });
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByText('Pilih lulus atau tidak lulus')).toBeVisible();
  await form.getByLabel('Tinggi badan (cm)').fill('172');
  await form.getByLabel('Berat badan (kg)').fill('66');
  await form.getByText('Lulus', { exact: true }).click();
  await form.getByLabel('Catatan').fill('Postur tegap');
  await screenshots(page, 'hiring-day-result-form');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Lulus · 172 cm · 66 kg')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terima semua yang lulus (1)' })).toBeVisible();
  await screenshots(page, 'hiring-day-on-the-day');
});
