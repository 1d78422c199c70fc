import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import QRCode from 'qrcode';

import { axeViolations } from '../a11y/axe.ts';
import { screenshots } from '../applicants.ts';
import { expect, loginAsStaff, test } from '../fixtures.ts';
import { hiringDayWithInvitee, invite } from '../hiring-days.ts';

/**
 * Check-in by QR where the browser has no BarcodeDetector (decision 052): Chromium's fake camera
 * plays a generated QR code of the booking, the screen reads it with the JavaScript decoder.
 */

const CAMERA_FILE = path.join(tmpdir(), `sigap-qr-${process.pid}.y4m`);
const SIDE = 480;

/** One grey-scale Y4M frame (4:2:0) showing `text` as a QR code, dark on white. */
function writeQrVideo(text: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = qr.modules.size + 8; // a quiet zone of four modules each side
  const cell = Math.floor(SIDE / cells);
  const offset = Math.floor((SIDE - cell * cells) / 2) + 4 * cell;
  const luma = Buffer.alloc(SIDE * SIDE, 235);
  for (let y = 0; y < qr.modules.size * cell; y += 1)
    for (let x = 0; x < qr.modules.size * cell; x += 1)
      if (qr.modules.get(Math.floor(y / cell), Math.floor(x / cell)))
        luma[(offset + y) * SIDE + offset + x] = 16;
  const chroma = Buffer.alloc((SIDE / 2) * (SIDE / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${SIDE} H${SIDE} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(CAMERA_FILE, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma]));
}

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_FILE}`,
    ],
  },
});

test('staff on a phone check a person in by scanning the QR with the JavaScript decoder', async ({
  page,
}) => {
  test.slow();
  // The camera file must exist when the browser starts; the booking's code is written into it below.
  writeQrVideo('PLACEHOLDER');
  const { hiringDay, applicant, application } = await hiringDayWithInvitee(page.request, true);
  await invite(page.request, hiringDay.id, [application.id]);
  const booked = await page.request.post(`/api/user/sesi/${hiringDay.id}/pesan`, {
    headers: { authorization: `Bearer ${applicant.token}` },
  });
  const { kode } = (await booked.json()) as { kode: string };
  writeQrVideo(kode);

  // As in Safari on an older iPhone or Firefox: no BarcodeDetector.
  await page.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAsStaff(page, 'hrd');
  await page.goto(`/admin/sesi/${hiringDay.id}`);
  await expect(page.getByRole('heading', { name: hiringDay.judul })).toBeVisible();
  // The decoder is not loaded before the scanner opens.
  expect(scripts.filter((url) => url.includes('qr-frame-decoder'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Pindai QR' }).click();
  await expect(page.getByRole('status').getByText(`${application.nama} hadir`)).toBeVisible({
    timeout: 20_000,
  });
  expect(scripts.some((url) => url.includes('qr-frame-decoder'))).toBe(true);
  await expect(page.getByRole('tab', { name: 'Hadir (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Tutup kamera' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'hiring-day-qr-check-in');
});
