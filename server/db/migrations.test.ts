import { afterEach, describe, expect, it } from 'vitest';

import { nowIso } from '../lib/dates.ts';
import { isUniqueViolation } from '../lib/http-errors.ts';
import { TEST_DATABASES, openTestDatabase } from '../test/for-each-database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed.ts';

/** Asserts that `write` fails on a unique index. */
const expectUniqueViolation = async (write: Promise<unknown>) =>
  expect(isUniqueViolation(await write.catch((e: unknown) => e))).toBe(true);

describe.each(TEST_DATABASES)('migrations on %s', (dialect) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function migrated() {
    const handle = await openTestDatabase(dialect);
    close = handle.close;
    await migrateToLatest(handle.db);
    return handle.db;
  }

  it('runs every migration once and is idempotent', async () => {
    const handle = await openTestDatabase(dialect);
    close = handle.close;
    const first = await migrateToLatest(handle.db);
    expect(first.length).toBeGreaterThanOrEqual(4);
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('keeps staff usernames unique regardless of case', async () => {
    const db = await migrated();
    const now = nowIso();
    const row = {
      password_hash: 'x',
      role: 'admin',
      is_active: 1,
      password_changed_at: now,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    };
    await db
      .insertInto('staff_users')
      .values({ ...row, nama: 'Budi' })
      .execute();
    await expectUniqueViolation(
      db
        .insertInto('staff_users')
        .values({ ...row, nama: 'BUDI' })
        .execute(),
    );
  });

  it('keeps applicant usernames and e-mails unique regardless of case', async () => {
    const db = await migrated();
    const now = nowIso();
    const row = { password_hash: 'x', password_changed_at: now, created_at: now, updated_at: now };
    await db
      .insertInto('applicant_users')
      .values({ ...row, nama: 'siti', email: 'siti@contoh.id' })
      .execute();
    await expectUniqueViolation(
      db
        .insertInto('applicant_users')
        .values({ ...row, nama: 'siti2', email: 'SITI@contoh.id' })
        .execute(),
    );
    await expectUniqueViolation(
      db
        .insertInto('applicant_users')
        .values({ ...row, nama: 'Siti', email: 'lain@contoh.id' })
        .execute(),
    );
  });

  it('allows one application per applicant and refuses an unknown status', async () => {
    const db = await migrated();
    const now = nowIso();
    const user = await db
      .insertInto('applicant_users')
      .values({
        nama: 'andi',
        email: 'andi@contoh.id',
        password_hash: 'x',
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const application = {
      user_id: user.id,
      nama: 'Andi',
      email: 'andi@contoh.id',
      telepon: '081234567890',
      posisi: 'Security',
      jenis_kelamin: 'Laki-laki',
      tanggal_lahir: '2000-01-01',
      pesan: 'Jakarta',
      resume: '[]',
      foto: 'photos/x.webp',
      jadwal_interview: null,
      created_day: '2026-11-22',
      search_text: 'andi',
      created_at: now,
      updated_at: now,
    };
    await db.insertInto('applicants').values(application).execute();
    await expectUniqueViolation(db.insertInto('applicants').values(application).execute());
    const badStatus = await db
      .updateTable('applicants')
      .set({ status: 'Lulus' })
      .execute()
      .catch((e: unknown) => e);
    expect(badStatus).toBeInstanceOf(Error);
  });

  it('seeds fixed rows always and demo content only once', async () => {
    const db = await migrated();
    await seedDatabase(db, { demo: false });
    expect(await db.selectFrom('testimonies').select('id').execute()).toEqual([]);
    await seedDatabase(db, { demo: true });
    const demoCount = (await db.selectFrom('faqs').select('id').execute()).length;
    expect(demoCount).toBeGreaterThan(0);
    await db.deleteFrom('faqs').execute();
    await seedDatabase(db, { demo: true });
    expect(await db.selectFrom('faqs').select('id').execute()).toEqual([]);
    expect((await db.selectFrom('cards').select('id').execute()).length).toBe(3);
    // The four pages of the first version and the privacy notice (docs/decisions/022), which never starts empty.
    expect((await db.selectFrom('pages').select('slug').execute()).length).toBe(5);
    const notice = await db
      .selectFrom('pages')
      .select('content')
      .where('slug', '=', 'kebijakan-privasi')
      .executeTakeFirstOrThrow();
    expect(notice.content).toContain('UU PDP');
  });
});
