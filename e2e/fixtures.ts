import {
  type APIRequestContext,
  type Locator,
  type Page,
  expect,
  test as base,
} from '@playwright/test';

import { altchaToken } from '../test-support/altcha-token.ts';

/**
 * Helpers for browser tests: solve the server's ALTCHA challenge like the widget does, create
 * accounts and log in through the API, then put the tokens where the web app keeps them.
 * Every helper makes its own rows with unique values (docs/conventions.md §5).
 */

export const SUPERADMIN = { nama: 'superadmin', password: 'superadmin-e2e-password' };

export function unique(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A valid captcha token (the payload the ALTCHA widget would submit). */
export async function solveCaptcha(request: APIRequestContext) {
  const response = await request.get('/api/captcha/challenge');
  if (response.status() === 404) return undefined; // captcha off
  const token = await altchaToken(await response.json());
  expect(token, 'captcha solved').toBeTruthy();
  return token;
}

/**
 * Ticks the captcha box of `scope` (a page, or one form of it) as a person would and waits until
 * the widget has solved its proof of work, which takes seconds on a busy machine.
 */
export async function clickCaptcha(scope: Page | Locator) {
  await scope.getByRole('checkbox', { name: 'Saya bukan robot' }).click();
  await expect(scope.getByText('Terverifikasi')).toBeVisible({ timeout: 20_000 });
}

export async function staffLoginToken(request: APIRequestContext, nama: string, password: string) {
  const response = await request.post('/api/login', {
    data: { nama, password, captchaToken: await solveCaptcha(request) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { token: string; role: string; nama: string };
}

/** Creates a staff user of `role` (through the superadmin) and returns its credentials. */
export async function createStaff(request: APIRequestContext, role: string) {
  const { token } = await staffLoginToken(request, SUPERADMIN.nama, SUPERADMIN.password);
  const nama = unique(role);
  const password = `pw-${nama}-123`;
  const response = await request.post('/api/register', {
    data: { nama, password, role },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return { nama, password, role };
}

/** Logs in a new staff user of `role` and stores its token as the admin area expects. */
export async function loginAsStaff(page: Page, role: string) {
  const staff =
    role === 'superadmin' ? { ...SUPERADMIN, role } : await createStaff(page.request, role);
  const login = await staffLoginToken(page.request, staff.nama, staff.password);
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ token, role: r, nama }) => {
      localStorage.setItem('adminToken', token);
      localStorage.setItem('adminRole', r);
      localStorage.setItem('adminName', nama);
    },
    { token: login.token, role: login.role, nama: login.nama },
  );
  return { ...staff, token: login.token };
}

/** Logs in a new staff member of `role` and opens the screen at `path`, titled `heading`. */
export async function openStaffScreen(page: Page, role: string, path: string, heading: string) {
  await loginAsStaff(page, role);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** Registers a new applicant account and returns its credentials. */
export async function createApplicantAccount(request: APIRequestContext) {
  const nama = unique('pelamar');
  const email = `${nama}@contoh.id`;
  const password = `pw-${nama}-123`;
  const response = await request.post('/api/register-user', {
    data: { nama, email, password, persetujuan: true, captchaToken: await solveCaptcha(request) },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return { nama, email, password };
}

/** A new applicant account logged in through the API: its credentials and token. */
export async function applicantLoginToken(request: APIRequestContext) {
  const account = await createApplicantAccount(request);
  const response = await request.post('/api/login-user', {
    data: {
      nama: account.nama,
      password: account.password,
      captchaToken: await solveCaptcha(request),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { ...account, token };
}

export async function loginAsApplicant(page: Page) {
  const applicant = await applicantLoginToken(page.request);
  await page.goto('/favicon.svg');
  await page.evaluate((t) => localStorage.setItem('userToken', t), applicant.token);
  return applicant;
}

/** Opens the home page at `path` and scrolls to its contact form, named `name` in that language. */
export async function openContactForm(page: Page, path: string, name: string) {
  await page.goto(path);
  const form = page.getByRole('form', { name });
  await form.scrollIntoViewIfNeeded();
  return form;
}

/**
 * Closes an alert with 'OK'. SweetAlert2 then gives the focus back to the element that had it
 * before, a moment later and not always the same one: keys typed one by one right after an alert
 * can land there, so specs fill fields (one input event) after an alert, or redo a cut-short typing.
 */
export async function dismissAlert(page: Page) {
  await pressAlertOk(page);
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * Presses an alert's 'OK' once the alert has finished growing in. SweetAlert2 scales its dialog
 * in with a CSS animation; on a busy machine Playwright can take the button's place mid-animation
 * and press beside it, and the alert then stays open (a CI run failed so).
 */
export async function pressAlertOk(page: Page) {
  const ok = page.getByRole('button', { name: 'OK' });
  await ok.waitFor();
  await page
    .locator('.swal2-popup')
    .evaluate((popup) => Promise.allSettled(popup.getAnimations().map((run) => run.finished)));
  await ok.click();
}

export const test = base;
export { expect };
