import { type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink.ts';
import { clickCaptcha, createApplicantAccount, expect, solveCaptcha, test } from '../fixtures.ts';

/**
 * docs/decisions/023: 'Lupa password?' on /login-user, the mailed single-use link, the new password, and the
 * clear error when the link is used again. The e2e server mails to E2E_PORT + 20000
 * (scripts/e2e-server.ts), where this file listens.
 */

let smtp: SmtpSink;
test.beforeAll(async () => {
  smtp = await startSmtpSink(Number(process.env.E2E_PORT ?? 3210) + 20000);
});
test.afterAll(async () => {
  await smtp.close();
});

function linkIn(raw: string) {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s]+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  expect(match, 'reset link in the mail').not.toBeNull();
  return { path: `/reset-password?token=${match![1]}`, token: match![1] };
}

test('an applicant resets a forgotten password through the mailed link', async ({ page }) => {
  const account = await createApplicantAccount(page.request);
  await page.goto('/login-user');
  await page.getByRole('link', { name: 'Lupa password?' }).click();
  await expect(page).toHaveURL(/\/lupa-password$/);
  await expect(page.getByRole('heading', { name: 'Lupa Password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await clickCaptcha(page);
  await page.getByRole('button', { name: 'Kirim Tautan' }).click();
  await expect(page.getByText(/Jika email tersebut terdaftar/)).toBeVisible();
  // Other tests' mails reach the same sink meanwhile: wait for this account's own.
  const mail = await smtp.waitForMail((m) => m.to.includes(account.email));
  const link = linkIn(mail.raw);

  await page.goto(link.path);
  await expect(page.getByRole('heading', { name: 'Buat Password Baru' })).toBeVisible();
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Password Baru', { exact: true }).fill('password-baru-123');
  await page.getByLabel('Ulangi Password Baru').fill('password-baru-123');
  await page.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page.getByText('Password berhasil diubah')).toBeVisible();
  await expect(page).toHaveURL(/\/login-user$/);

  const login = await page.request.post('/api/login-user', {
    data: {
      nama: account.nama,
      password: 'password-baru-123',
      captchaToken: await solveCaptcha(page.request),
    },
  });
  expect(login.status()).toBe(200);

  // The same link a second time: a clear error and a way to ask for a new one.
  await page.goto(link.path);
  await page.getByLabel('Password Baru', { exact: true }).fill('password-lain-456');
  await page.getByLabel('Ulangi Password Baru').fill('password-lain-456');
  await page.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page.getByText(/sudah pernah digunakan/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Minta tautan baru' })).toBeVisible();
});

test('the privacy notice is server-rendered and linked from the footer', async ({ page }) => {
  const html = await (await page.request.get('/kebijakan-privasi')).text();
  expect(html).toContain('Kebijakan Privasi');
  expect(html).toContain('UU PDP');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kebijakan Privasi' }).click();
  await expect(page).toHaveURL(/\/kebijakan-privasi$/);
  await expect(page.getByRole('heading', { name: 'Hak anda' })).toBeVisible();
});
