import {
  applyThroughApi,
  downloadedText,
  letterName,
  randomLetters,
  screenshots,
  superadminApi,
} from '../applicants.ts';
import { expect, loginAsApplicant, test } from '../fixtures.ts';

/** docs/decisions/025 on the applicant's side: the status timeline, the calendar invitation, no notes. */

test('the applicant follows the timeline with dates and adds the interview to a calendar', async ({
  page,
}) => {
  const account = await loginAsApplicant(page);
  const nama = letterName('Nadia');
  const application = await applyThroughApi(page.request, account.token, { nama });

  // Before a schedule: no calendar button.
  await page.goto('/career/detail');
  await expect(page.getByRole('heading', { name: 'Detail Lamaran Saya' })).toBeVisible();
  await expect(page.getByText('Belum dijadwalkan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambahkan ke Kalender' })).toHaveCount(0);

  const staff = await superadminApi(page.request);
  const note = `Catatan rahasia ${randomLetters(10)}`;
  await staff.note(application.id, note);
  await staff.schedule(application.id, '2030-03-07T10:30');
  await staff.status(application.id, 'Diterima');

  await page.reload();
  const timeline = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Perjalanan Lamaran' }) })
    .getByRole('listitem');
  await expect(timeline).toHaveText([
    /^Lamaran dikirim\d{1,2} \S+ \d{4}/,
    /^Jadwal interview: Kamis, 0?7 Maret 2030 pukul 10\.30\d{1,2} \S+ \d{4}/,
    /^Status diubah menjadi Diterima\d{1,2} \S+ \d{4}/,
  ]);
  // Staff names ('oleh …') and internal notes stay on the staff side.
  await expect(timeline.filter({ hasText: 'oleh' })).toHaveCount(0);
  await expect(page.getByText(note)).toHaveCount(0);
  await expect(page.getByText('Catatan Internal')).toHaveCount(0);
  const own = await page.request.get(`/api/user/pelamar/${application.user_id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(await own.text()).not.toContain(note);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tambahkan ke Kalender' }).click();
  const ics = await downloadedText(await download);
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Interview Sigap: Security');
  // 10.30 in Jakarta (UTC+7) is 03.30 UTC.
  expect(ics).toContain('DTSTART:20300307T033000Z');
  expect(ics).not.toContain(note);

  await screenshots(page, 'career-detail-timeline');
});
