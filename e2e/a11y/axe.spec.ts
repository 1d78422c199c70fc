import type { APIRequestContext, Page } from '@playwright/test';

import { pngBytes } from '../../test-support/sample-files.ts';
import { applyThroughApi, createApplication, letterName, superadminApi } from '../applicants.ts';
import {
  SUPERADMIN,
  expect,
  loginAsApplicant,
  loginAsStaff,
  solveCaptcha,
  staffLoginToken,
  test,
  unique,
} from '../fixtures.ts';
import { GUARD_REQUIREMENTS } from '../../test-support/vacancies.ts';
import { createVacancyThroughApi } from '../vacancies.ts';
import { axeViolations, describeViolations, recordViolations } from './axe.ts';
import { SCREENS, STAFF_ROLES, type Screen, WIDTHS, type Who, readyLocator } from './screens.ts';

/**
 * docs/decisions/035: every screen in e2e/a11y/screens.ts, for everyone who sees it, at 375 and 1280 px,
 * with its dialogs closed and open, has no WCAG 2.0/2.1/2.2 A or AA violation that axe-core finds.
 * A test checks all of its screens before failing, listing every rule and element.
 */

/** A little of everything on the screens, made once per worker: rows to list, a photo to open. */
let content: Promise<{ applicantId: number; vacancySlug: string }> | undefined;

async function makeContent(request: APIRequestContext) {
  const { token } = await staffLoginToken(request, SUPERADMIN.nama, SUPERADMIN.password);
  const headers = { authorization: `Bearer ${token}` };
  const created = async (path: string, options: Parameters<APIRequestContext['post']>[1]) => {
    const response = await request.post(`/api${path}`, { headers, ...options });
    expect(response.status(), await response.text()).toBeLessThan(300);
  };
  await created('/faqs', {
    data: { question: unique('Apakah ada patroli malam? '), answer: 'Ya, setiap dua jam.' },
  });
  // More testimonies than a row shows, so the carousel scrolls.
  for (const name of ['Budi Santoso', 'Rina Wati', 'Agus Salim', 'Dewi Lestari', 'Joko Susilo'])
    await created('/testimonies', {
      multipart: { name, organization: 'Gedung Sentosa', message: 'Rapi dan sigap.' },
    });
  await created('/dokumentasi', { data: { nama: unique('Gedung Aksesibel ') } });
  await created('/gallery/upload', {
    multipart: {
      gallery_id: '1',
      service_type: 'Keamanan',
      photo: { name: 'pos.png', mimeType: 'image/png', buffer: await pngBytes(640, 480) },
    },
  });
  const message = await request.post('/api/kontak', {
    data: {
      nama: 'Andi Pratama',
      email: 'andi@contoh.id',
      telepon: '081234567890',
      pesan: 'Penawaran jasa kebersihan untuk kantor kami.',
      captchaToken: await solveCaptcha(request),
    },
  });
  expect(message.status(), await message.text()).toBe(201);
  // A security vacancy with requirements (its self-check, the form's identity fields) and an
  // application to it with documents (the staff checklist) (docs/decisions/046).
  const vacancy = await createVacancyThroughApi(request, {
    syarat: GUARD_REQUIREMENTS,
  });
  const application = await createApplication(request, {
    nama: letterName('Sari'),
    lowongan_id: String(vacancy.id),
    extra: {
      tinggi_badan: '160',
      berat_badan: '55',
      pendidikan: 'SMA/SMK',
      skck_tanggal: '2025-01-10',
      gada_tingkat: 'Pratama',
      gada_nomor: 'GP/2024/000001',
    },
    documents: ['skck', 'sertifikat_gada'],
  });
  const api = await superadminApi(request);
  await api.schedule(application.id, '2030-01-15T09:00');
  await api.note(application.id, 'Dokumen lengkap.');
  return { applicantId: application.id, vacancySlug: vacancy.slug };
}

async function logIn(page: Page, who: Who) {
  if (who === 'visitor') return;
  if (who === 'applicant') return void (await loginAsApplicant(page));
  if (who === 'applicant-applied') {
    const { token } = await loginAsApplicant(page);
    await applyThroughApi(page.request, token, { nama: letterName('Dewi') });
    return;
  }
  await loginAsStaff(page, who);
}

/** Waits for what the user would see once the screen has loaded, islands included. */
async function waitUntilReady(page: Page, screen: Screen) {
  await expect(readyLocator(screen, page)).toBeVisible();
  await expect(page.getByText(/^Memuat/)).toHaveCount(0);
  await page.waitForFunction(() => !document.querySelector('[data-island]:not([data-hydrated])'));
}

const WHO: readonly Who[] = ['visitor', 'applicant', 'applicant-applied', ...STAFF_ROLES];

// Sixteen long tests (a role at a width each, every screen in turn): spread over both workers
// rather than queued in one, which made this file the tail of every browser run.
test.describe.configure({ mode: 'parallel' });

for (const who of WHO) {
  for (const width of WIDTHS) {
    test(`axe finds no WCAG A/AA violation on the screens of ${who} at ${width} px`, async ({
      page,
    }) => {
      const screens = SCREENS.filter((screen) => screen.who.includes(who));
      test.setTimeout(30_000 + screens.length * 12_000);
      content ??= makeContent(page.request);
      const { applicantId, vacancySlug } = await content;
      await page.setViewportSize({ width, height: 900 });
      await logIn(page, who);

      const failures: string[] = [];
      const check = async (where: string) => {
        const violations = await axeViolations(page);
        recordViolations(`${where} as ${who}`, violations);
        if (violations.length) failures.push(describeViolations(where, violations));
      };
      for (const screen of screens) {
        const path = screen.path
          .replace(':applicantId', String(applicantId))
          .replace(':vacancySlug', vacancySlug);
        await page.goto(path);
        await waitUntilReady(page, screen);
        await check(`${path} @${width}`);
        for (const state of screen.states ?? []) {
          if (state.widths && !state.widths.includes(width)) continue;
          await state.open(page);
          await check(`${path} @${width} (${state.name})`);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}
