import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import { addDays, todayIn } from '#common/dates';
import { DEFAULT_TIME_ZONE, SERVICES } from '#common/rules';

import { nowIso, zonedToUtc } from '../lib/dates.ts';
import {
  DEFAULT_PAGE_TITLES,
  DEMO_CARDS,
  DEMO_FAQS,
  DEMO_PAGE_TITLES_EN,
  DEMO_PAGES,
  DEMO_SETTINGS,
  DEMO_TENANTS,
  DEMO_TESTIMONIES,
} from './demo-content.ts';
import { seedDemoQuoteRequests } from './demo-quote-requests.ts';
import { DEMO_TARIFF } from './demo-tariff.ts';
import { DEMO_RECRUITMENT_DAY, DEMO_VACANCIES, DEMO_VACANCY_OPEN_DAYS } from './demo-vacancies.ts';
import {
  DEFAULT_PRIVACY_NOTICE,
  DEFAULT_PRIVACY_NOTICE_EN,
  PRIVACY_PAGE_SLUG,
} from './privacy-notice.ts';
import type { DB } from './schema.ts';

const DEMO_MARKER = 'demo_seeded_at';

/**
 * Fixed rows are always present: the three service cards and the four pages. Demo content (page
 * texts, testimonies, tenants, FAQs, settings and three open vacancies) is added once, to a
 * database that never had it, when SEED_DEMO=1 (README.md, Configuration); a marker row keeps it from coming back
 * after staff delete it.
 */
export async function seedDatabase(
  db: Kysely<DB>,
  options: { demo: boolean; log?: FastifyBaseLogger; timeZone?: string },
) {
  const now = nowIso();
  // Every seeded row is created and last changed now.
  const stamped = <Row extends object>(row: Row) => ({ ...row, created_at: now, updated_at: now });
  await db
    .insertInto('cards')
    .values(SERVICES.map((service) => stamped({ service, image_url: null, content: null })))
    .onConflict((oc) => oc.column('service').doNothing())
    .execute();
  await db
    .insertInto('pages')
    .values(
      Object.entries(DEFAULT_PAGE_TITLES).map(([slug, title]) =>
        stamped({
          slug,
          title,
          // The privacy notice is required by law (UU PDP 27/2022), so it never starts empty.
          content: slug === PRIVACY_PAGE_SLUG ? DEFAULT_PRIVACY_NOTICE : '',
        }),
      ),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  // A site always has a tariff to estimate with: the demo's, marked as examples to check.
  const tariff = await db.selectFrom('tariffs').select('id').limit(1).executeTakeFirst();
  if (!tariff)
    await db
      .insertInto('tariffs')
      .values({
        tahun: DEMO_TARIFF.tahun,
        data: JSON.stringify(DEMO_TARIFF),
        contoh: 1,
        created_by: null,
        created_at: now,
      })
      .execute();

  if (!options.demo) return;
  const marker = await db
    .selectFrom('site_settings')
    .select('key')
    .where('key', '=', DEMO_MARKER)
    .executeTakeFirst();
  if (marker) return;

  await db.transaction().execute(async (trx) => {
    for (const card of DEMO_CARDS) {
      await trx
        .updateTable('cards')
        .set({ content: card.content, content_en: card.content_en, updated_at: now })
        .where('service', '=', card.service)
        .where('content', 'is', null)
        .execute();
    }
    for (const page of DEMO_PAGES) {
      await trx
        .updateTable('pages')
        .set({ content: page.content, updated_at: now })
        .where('slug', '=', page.slug)
        .where('content', '=', '')
        .execute();
    }
    // The English twins: only where no editor wrote one (docs/decisions/043).
    for (const page of [
      ...DEMO_PAGES,
      { slug: PRIVACY_PAGE_SLUG, content_en: DEFAULT_PRIVACY_NOTICE_EN },
    ]) {
      await trx
        .updateTable('pages')
        .set({ title_en: DEMO_PAGE_TITLES_EN[page.slug], content_en: page.content_en })
        .where('slug', '=', page.slug)
        .where('content_en', 'is', null)
        .execute();
    }
    await trx
      .insertInto('testimonies')
      .values(DEMO_TESTIMONIES.map((row) => stamped({ ...row, photo: null })))
      .execute();
    await trx
      .insertInto('tenants')
      .values(DEMO_TENANTS.map((tenant) => stamped(tenant)))
      .execute();
    await trx.insertInto('faqs').values(DEMO_FAQS.map(stamped)).execute();
    const closes = addDays(todayIn(options.timeZone ?? DEFAULT_TIME_ZONE), DEMO_VACANCY_OPEN_DAYS);
    await trx
      .insertInto('vacancies')
      .values(
        DEMO_VACANCIES.map(({ tampilkan_gaji, pertanyaan, syarat, ...vacancy }) =>
          stamped({
            ...vacancy,
            tampilkan_gaji: tampilkan_gaji ? 1 : 0,
            pertanyaan: JSON.stringify(pertanyaan),
            syarat: JSON.stringify(syarat),
            ditutup_pada: closes,
            status: 'dibuka',
            dibuka_at: now,
          }),
        ),
      )
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    // One upcoming recruitment day for the first demo vacancy (hiring days, decision 045).
    const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
    const day = addDays(todayIn(zone), DEMO_RECRUITMENT_DAY.inDays);
    const {
      inDays: _inDays,
      startTime,
      endTime,
      vacancySlug,
      ...recruitmentDay
    } = DEMO_RECRUITMENT_DAY;
    const vacancy = await trx
      .selectFrom('vacancies')
      .select('id')
      .where('slug', '=', vacancySlug)
      .executeTakeFirst();
    await trx
      .insertInto('hiring_sessions')
      .values(
        stamped({
          ...recruitmentDay,
          mulai: zonedToUtc(`${day}T${startTime}`, zone).toISOString(),
          selesai: zonedToUtc(`${day}T${endTime}`, zone).toISOString(),
          lowongan_id: vacancy?.id ?? null,
          created_by: 'demo',
        }),
      )
      .execute();
    await seedDemoQuoteRequests(trx, new Date(now));
    await trx
      .insertInto('site_settings')
      .values([
        ...Object.entries(DEMO_SETTINGS).map(([key, value]) => ({
          key,
          value: JSON.stringify(value),
          updated_at: now,
        })),
        { key: DEMO_MARKER, value: JSON.stringify(now), updated_at: now },
      ])
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
  options.log?.info('demo content added');
}
