import { describe, expect, it } from 'vitest';

import { formatLongDate, localDate, todayIn } from '#common/dates';

import type { TestApp } from '../../test/build-test-app.ts';
import { createApplicantRow, storedReview } from '../../test/applicant-rows.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { StaffHeaders } from '../../test/login-as.ts';
import { useTestAppWithRoles } from '../../test/test-app-per-suite.ts';
import {
  applicantWithToken,
  book,
  createHiringDay,
  invite,
  moveIntoPast,
  hiringDayInput,
  moveHiringDayToNow,
} from '../../test/hiring-days.ts';
import { wallClock } from '../../lib/dates.ts';

describe.each(TEST_DATABASES)('hiring days on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  useTestAppWithRoles((ready) => ({ app, headers } = ready), dialect);

  const call = (
    who: Record<string, string> | null,
    method: string,
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: who ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const staffHiringDay = async (id: number) =>
    (await call(headers.hrd, 'GET', `/api/sesi/${id}`)).json<{
      terisi: number;
      kapasitas: number;
      diundang: number;
      hadir: number;
      dibatalkan: boolean;
    }>();
  const bookingRows = (sesiId: number) =>
    app.db.selectFrom('session_bookings').selectAll().where('sesi_id', '=', sesiId).execute();

  /** A hiring day with `n` invited applicants (each with a token). */
  async function invitedHiringDay(n: number, overrides = {}, hoursAhead?: number) {
    const hiringDay = await createHiringDay(app, headers.hrd, overrides, hoursAhead);
    const people = [];
    for (let i = 0; i < n; i += 1) people.push(await applicantWithToken(app));
    if (people.length)
      await invite(
        app,
        headers.hrd,
        hiringDay.id,
        people.map((p) => p.row.id),
      );
    return { hiringDay, people };
  }

  describe('who may do what', () => {
    it.each(['hrd', 'admin', 'superadmin'] as const)(
      '%s can create, change and cancel',
      async (role) => {
        const created = await call(headers[role], 'POST', '/api/sesi', hiringDayInput());
        expect(created.statusCode).toBe(201);
        expect(created.json()).toMatchObject({ terisi: 0, kapasitas: 10, dibatalkan: false });
        const { id } = created.json<{ id: number }>();
        const changed = await call(
          headers[role],
          'PUT',
          `/api/sesi/${id}`,
          hiringDayInput({ kapasitas: 30 }),
        );
        expect(changed.json()).toMatchObject({ kapasitas: 30 });
        expect((await call(headers[role], 'DELETE', `/api/sesi/${id}`)).statusCode).toBe(204);
        expect(await staffHiringDay(id)).toMatchObject({ dibatalkan: true });
      },
    );

    it('bos reads hiring days and participants but changes nothing; editor reads nothing', async () => {
      const { id } = await createHiringDay(app, headers.hrd);
      expect((await call(headers.bos, 'GET', '/api/sesi')).statusCode).toBe(200);
      expect((await call(headers.bos, 'GET', `/api/sesi/${id}/peserta`)).statusCode).toBe(200);
      expectError(await call(headers.bos, 'POST', '/api/sesi', hiringDayInput()), 403, /akses/);
      expect(
        (await call(headers.bos, 'POST', `/api/sesi/${id}/hadir`, { kode: 'ABCDEFGH' })).statusCode,
      ).toBe(403);
      expect((await call(headers.bos, 'DELETE', `/api/sesi/${id}`)).statusCode).toBe(403);
      expect((await call(headers.editor, 'GET', '/api/sesi')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/api/sesi')).statusCode).toBe(401);
      expect((await call(null, 'GET', '/api/user/sesi')).statusCode).toBe(401);
      // A staff token is not an applicant's.
      expect((await call(headers.hrd, 'POST', `/api/user/sesi/${id}/pesan`)).statusCode).toBe(401);
    });
  });

  describe('bad input answers 400 naming the field', () => {
    it.each([
      [{ judul: '  ' }, 'Judul sesi wajib diisi'],
      [{ jenis: 'pesta' }, 'Jenis sesi harus interview atau rekrutmen'],
      [{ mulai: '2026-13-01T10:00' }, 'Waktu mulai harus berupa tanggal dan jam yang valid'],
      [{ kapasitas: 0 }, 'Kapasitas harus bilangan bulat 1 sampai 1000'],
      [{ kapasitas: 1001 }, 'Kapasitas harus bilangan bulat 1 sampai 1000'],
      [{ kapasitas: 2.5 }, 'Kapasitas harus bilangan bulat 1 sampai 1000'],
      [{ lokasi: '' }, 'Lokasi sesi wajib diisi'],
      [{ peta_url: 'javascript:alert(1)' }, 'Tautan peta harus alamat https:// yang valid'],
      [{ lowongan_id: 999_999 }, 'Lowongan tidak ditemukan'],
    ])('%o', async (override, text) => {
      expectError(
        await call(headers.hrd, 'POST', '/api/sesi', { ...hiringDayInput(), ...override }),
        400,
        text,
      );
    });

    it('an end before the start, and a start in the past', async () => {
      const input = hiringDayInput();
      expectError(
        await call(headers.hrd, 'POST', '/api/sesi', { ...input, selesai: input.mulai }),
        400,
        'Waktu selesai harus setelah waktu mulai',
      );
      expectError(
        await call(headers.hrd, 'POST', '/api/sesi', hiringDayInput({}, -5)),
        400,
        'Waktu mulai tidak boleh di masa lalu',
      );
    });

    it('inviting an unknown application changes nothing', async () => {
      const { id } = await createHiringDay(app, headers.hrd);
      const known = await createApplicantRow(app);
      expectError(
        await call(headers.hrd, 'POST', `/api/sesi/${id}/undang`, {
          pelamar_ids: [known.id, 987_654],
        }),
        400,
        'Pelamar tidak ditemukan: #987654',
      );
      expect(await staffHiringDay(id)).toMatchObject({ diundang: 0 });
      expect(await invite(app, headers.hrd, id, [known.id])).toEqual({ diundang: 1, sudah: 0 });
      expect(await invite(app, headers.hrd, id, [known.id])).toEqual({ diundang: 0, sudah: 1 });
    });
  });

  describe('booking', () => {
    it('an invited applicant sees the places left, books, gets a code, a ticket and a schedule', async () => {
      const { hiringDay, people } = await invitedHiringDay(1);
      const [me] = people;
      const before = await call(me!.headers, 'GET', '/api/user/sesi');
      expect(before.json()).toEqual([
        expect.objectContaining({ id: hiringDay.id, kapasitas: 10, terisi: 0, pemesanan: null }),
      ]);
      const booked = await book(app, me!.headers, hiringDay.id);
      expect(booked.statusCode).toBe(201);
      const { kode } = booked.json<{ kode: string }>();
      expect(kode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect((await call(me!.headers, 'GET', '/api/user/sesi')).json()).toEqual([
        expect.objectContaining({ terisi: 1, pemesanan: { kode, hadir: false } }),
      ]);
      // The application's interview date is the hiring day's start, in the company's time zone.
      const jadwal = wallClock(hiringDay.mulai, app.config.timeZone);
      expect((await storedReview(app, me!.row.id))?.jadwal_interview).toBe(jadwal);
      const history = await app.db
        .selectFrom('applicant_history')
        .selectAll()
        .where('applicant_id', '=', me!.row.id)
        .execute();
      expect(history).toEqual([
        expect.objectContaining({ kind: 'jadwal', jadwal_interview: jadwal }),
      ]);
      // Booking the same hiring day again answers the same code.
      const again = await book(app, me!.headers, hiringDay.id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ kode });
      const ics = await call(me!.headers, 'GET', `/api/user/sesi/${hiringDay.id}/tiket.ics`);
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
      expect(ics.body).toContain(kode);
      expect(ics.body).toContain('BEGIN:VEVENT');
      // The existing interview calendar file reads the same time.
      const interview = await call(
        me!.headers,
        'GET',
        `/api/user/pelamar/${me!.row.user_id}/interview.ics`,
      );
      expect(interview.statusCode).toBe(200);
    });

    it('freeing a place clears the schedule it set; freeing twice answers 404', async () => {
      const { hiringDay, people } = await invitedHiringDay(1);
      const [me] = people;
      await book(app, me!.headers, hiringDay.id);
      expect(
        (await call(me!.headers, 'DELETE', `/api/user/sesi/${hiringDay.id}/pesan`)).statusCode,
      ).toBe(204);
      expect((await storedReview(app, me!.row.id))?.jadwal_interview).toBeNull();
      expect(await staffHiringDay(hiringDay.id)).toMatchObject({ terisi: 0 });
      expectError(
        await call(me!.headers, 'DELETE', `/api/user/sesi/${hiringDay.id}/pesan`),
        404,
        'Anda tidak memiliki pemesanan di sesi ini',
      );
      expectError(
        await call(me!.headers, 'GET', `/api/user/sesi/${hiringDay.id}/tiket.ics`),
        404,
        'Anda tidak memiliki pemesanan di sesi ini',
      );
    });

    it('booking a second hiring day moves the place: one application, one place', async () => {
      const { hiringDay: first, people } = await invitedHiringDay(1);
      const [me] = people;
      const second = await createHiringDay(app, headers.hrd, {}, 96);
      await invite(app, headers.hrd, second.id, [me!.row.id]);
      const a = (await book(app, me!.headers, first.id)).json<{ kode: string }>();
      const moved = await book(app, me!.headers, second.id);
      expect(moved.statusCode).toBe(201);
      expect(moved.json<{ kode: string }>().kode).not.toBe(a.kode);
      expect(await staffHiringDay(first.id)).toMatchObject({ terisi: 0 });
      expect(await staffHiringDay(second.id)).toMatchObject({ terisi: 1 });
      expect((await storedReview(app, me!.row.id))?.jadwal_interview).toBe(
        wallClock(second.mulai, app.config.timeZone),
      );
    });

    it('not invited: 403; unknown hiring day: 404; no application: 404; nothing booked', async () => {
      const { hiringDay } = await invitedHiringDay(0);
      const stranger = await applicantWithToken(app);
      expectError(
        await book(app, stranger.headers, hiringDay.id),
        403,
        'Anda tidak diundang ke sesi ini',
      );
      expectError(await book(app, stranger.headers, 999_999), 404, 'Sesi tidak ditemukan');
      expect(await bookingRows(hiringDay.id)).toEqual([]);
      expect((await storedReview(app, stranger.row.id))?.jadwal_interview).toBeNull();
    });

    it('a full hiring day answers 409 and keeps the place already held elsewhere', async () => {
      const { hiringDay: full, people } = await invitedHiringDay(2, { kapasitas: 1 });
      const [first, second] = people;
      const other = await createHiringDay(app, headers.hrd, {}, 100);
      await invite(app, headers.hrd, other.id, [second!.row.id]);
      const held = (await book(app, second!.headers, other.id)).json<{ kode: string }>();
      expect((await book(app, first!.headers, full.id)).statusCode).toBe(201);
      expectError(await book(app, second!.headers, full.id), 409, /sudah penuh/, 'session_full');
      const mine = await app.db
        .selectFrom('session_bookings')
        .select(['sesi_id', 'kode'])
        .where('pelamar_id', '=', second!.row.id)
        .execute();
      expect(mine).toEqual([{ sesi_id: other.id, kode: held.kode }]);
    });

    it('a cancelled or past hiring day answers 409 and books nothing', async () => {
      const { hiringDay, people } = await invitedHiringDay(1);
      const { hiringDay: past, people: late } = await invitedHiringDay(1);
      await call(headers.hrd, 'DELETE', `/api/sesi/${hiringDay.id}`);
      expectError(
        await book(app, people[0]!.headers, hiringDay.id),
        409,
        'Sesi ini sudah dibatalkan',
      );
      await moveIntoPast(app, past.id);
      expectError(
        await book(app, late[0]!.headers, past.id),
        409,
        'Sesi ini sudah dimulai atau sudah lewat',
      );
      expect([...(await bookingRows(hiringDay.id)), ...(await bookingRows(past.id))]).toEqual([]);
    });

    it('a place in a hiring day that has started can be neither moved nor freed', async () => {
      const { hiringDay, people } = await invitedHiringDay(1);
      const [me] = people;
      const later = await createHiringDay(app, headers.hrd, {}, 120);
      await invite(app, headers.hrd, later.id, [me!.row.id]);
      await book(app, me!.headers, hiringDay.id);
      await moveIntoPast(app, hiringDay.id);
      expectError(
        await book(app, me!.headers, later.id),
        409,
        /sudah dimulai, pemesanan tidak bisa dipindah/,
      );
      expectError(
        await call(me!.headers, 'DELETE', `/api/user/sesi/${hiringDay.id}/pesan`),
        409,
        'Sesi sudah dimulai, pemesanan tidak bisa dibatalkan',
      );
      expect(await bookingRows(hiringDay.id)).toHaveLength(1);
    });
  });

  describe('changing and cancelling', () => {
    it('a capacity below the places taken answers 409 and changes nothing', async () => {
      const { hiringDay, people } = await invitedHiringDay(2);
      for (const p of people) await book(app, p.headers, hiringDay.id);
      expectError(
        await call(headers.hrd, 'PUT', `/api/sesi/${hiringDay.id}`, {
          ...hiringDayInput(),
          mulai: hiringDay.mulai,
          kapasitas: 1,
        }),
        409,
        'Kapasitas tidak boleh kurang dari 2 tempat yang sudah dipesan',
      );
      expect(await staffHiringDay(hiringDay.id)).toMatchObject({ kapasitas: 10, terisi: 2 });
    });

    it('a new time moves every booked application; a cancel clears them', async () => {
      const { hiringDay, people } = await invitedHiringDay(2);
      for (const p of people) await book(app, p.headers, hiringDay.id);
      const later = hiringDayInput({}, 150);
      expect((await call(headers.hrd, 'PUT', `/api/sesi/${hiringDay.id}`, later)).statusCode).toBe(
        200,
      );
      const jadwal = wallClock(new Date(later.mulai).toISOString(), app.config.timeZone);
      for (const p of people)
        expect((await storedReview(app, p.row.id))?.jadwal_interview).toBe(jadwal);
      expect((await call(headers.hrd, 'DELETE', `/api/sesi/${hiringDay.id}`)).statusCode).toBe(204);
      for (const p of people)
        expect((await storedReview(app, p.row.id))?.jadwal_interview).toBeNull();
      expectError(
        await call(headers.hrd, 'DELETE', `/api/sesi/${hiringDay.id}`),
        409,
        'Sesi ini sudah dibatalkan',
      );
      expectError(
        await call(headers.hrd, 'PUT', `/api/sesi/${hiringDay.id}`, later),
        409,
        'Sesi ini sudah dibatalkan',
      );
    });

    it('a schedule staff set by hand after the booking survives freeing the place', async () => {
      const { hiringDay, people } = await invitedHiringDay(1);
      const [me] = people;
      await book(app, me!.headers, hiringDay.id);
      await app.db
        .updateTable('applicants')
        .set({ jadwal_interview: '2030-01-02T09:00' })
        .where('id', '=', me!.row.id)
        .execute();
      await call(me!.headers, 'DELETE', `/api/user/sesi/${hiringDay.id}/pesan`);
      expect((await storedReview(app, me!.row.id))?.jadwal_interview).toBe('2030-01-02T09:00');
    });
  });

  describe('on the day', () => {
    async function bookedDay() {
      const { hiringDay, people } = await invitedHiringDay(3);
      const codes: string[] = [];
      for (const p of people)
        codes.push((await book(app, p.headers, hiringDay.id)).json<{ kode: string }>().kode);
      await moveHiringDayToNow(app, hiringDay.id);
      return { hiringDay, people, codes };
    }
    const checkIn = (sesiId: number, kode: string) =>
      call(headers.hrd, 'POST', `/api/sesi/${sesiId}/hadir`, { kode });
    const result = (sesiId: number, pelamarId: number, body: unknown) =>
      call(headers.hrd, 'PUT', `/api/sesi/${sesiId}/hasil/${pelamarId}`, body);

    it('checks in by code (typed in lower case, with spaces), once', async () => {
      const { hiringDay, people, codes } = await bookedDay();
      const typed = `${codes[0]!.slice(0, 4).toLowerCase()} ${codes[0]!.slice(4).toLowerCase()}`;
      const arrived = await checkIn(hiringDay.id, typed);
      expect(arrived.statusCode).toBe(200);
      expect(arrived.json()).toMatchObject({
        pelamar_id: people[0]!.row.id,
        nama: people[0]!.row.nama,
      });
      expectError(
        await checkIn(hiringDay.id, codes[0]!),
        409,
        /^Kode ini sudah dipakai: .+ hadir pukul \d{2}\.\d{2}/,
      );
      expectError(
        await checkIn(hiringDay.id, 'ZZZZZZZZ'),
        404,
        'Kode pemesanan tidak ditemukan di sesi ini',
      );
      expectError(
        await checkIn(hiringDay.id, 'abc'),
        400,
        'Kode pemesanan terdiri dari 8 huruf dan angka',
      );
      // A code of another hiring day names it and its day.
      const other = await bookedDay();
      expectError(
        await checkIn(hiringDay.id, other.codes[0]!),
        409,
        /^Kode ini untuk sesi lain: "Hari Rekrutmen Security Cikarang" pada \w+, \d{1,2} \w+ \d{4}$/,
        'other_session',
      );
      expect(await staffHiringDay(hiringDay.id)).toMatchObject({ hadir: 1 });
    });

    it('refuses a code before or after its hiring day with 409 naming the day', async () => {
      const { hiringDay, people } = await invitedHiringDay(2);
      const codes: string[] = [];
      for (const p of people) codes.push((await book(app, p.headers, hiringDay.id)).json<{ kode: string }>().kode); // prettier-ignore
      const zone = app.config.timeZone;
      const today = formatLongDate(todayIn(zone));
      const expectRefused = async (day: string) =>
        expectError(
          await checkIn(hiringDay.id, codes[0]!),
          409,
          `Kode ini untuk sesi pada ${formatLongDate(day)}; hari ini ${today}. Kehadiran hanya dicatat pada hari sesi.`,
          'not_session_day',
        );
      // Three days ahead (as created): too early.
      await expectRefused(localDate(hiringDay.mulai, zone));
      // Two days ago: too late.
      const past = new Date(Date.now() - 48 * 3600_000).toISOString();
      await app.db.updateTable('hiring_sessions').set({ mulai: past, selesai: past }).where('id', '=', hiringDay.id).execute(); // prettier-ignore
      await expectRefused(localDate(past, zone));
      expect(await staffHiringDay(hiringDay.id)).toMatchObject({ hadir: 0 });
      // On the day, both arrive, concurrently.
      await moveHiringDayToNow(app, hiringDay.id);
      const arrived = await Promise.all(codes.map((kode) => checkIn(hiringDay.id, kode)));
      expect(arrived.map((answer) => answer.statusCode)).toEqual([200, 200]);
    });

    it('results only for people checked in; they land in the participant list and the notes', async () => {
      const { hiringDay, people, codes } = await bookedDay();
      const [here, away] = people;
      await checkIn(hiringDay.id, codes[0]!);
      const values = {
        tinggi_badan: 172,
        berat_badan: 66,
        lulus: true,
        catatan: 'Sigap, postur baik',
      };
      expectError(
        await result(hiringDay.id, away!.row.id, values),
        409,
        'Hasil hanya bisa dicatat untuk peserta yang sudah hadir',
      );
      expectError(
        await result(hiringDay.id, here!.row.id, { ...values, tinggi_badan: 40 }),
        400,
        /Tinggi badan/,
      );
      expectError(
        await result(hiringDay.id, here!.row.id, { tinggi_badan: 170 }),
        400,
        'Pilih lulus atau tidak lulus',
      );
      expectError(await result(hiringDay.id, 999_999, values), 404, /tidak memesan tempat/);
      const saved = await result(hiringDay.id, here!.row.id, values);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ hadir: true, lulus: true, tinggi_badan: 172 });
      const peserta = (await call(headers.bos, 'GET', `/api/sesi/${hiringDay.id}/peserta`)).json<
        Array<{ pelamar_id: number; hadir: boolean; lulus: boolean | null }>
      >();
      expect(peserta).toHaveLength(3);
      expect(peserta.find((p) => p.pelamar_id === away!.row.id)).toMatchObject({
        hadir: false,
        lulus: null,
      });
      const notes = await app.db
        .selectFrom('applicant_notes')
        .select('text')
        .where('applicant_id', '=', here!.row.id)
        .execute();
      expect(notes).toEqual([
        { text: expect.stringContaining('LULUS; tinggi 172 cm; berat 66 kg') },
      ]);
      expect(
        await app.db
          .selectFrom('applicant_notes')
          .select('id')
          .where('applicant_id', '=', away!.row.id)
          .execute(),
      ).toEqual([]);
    });

    it('answers a CSV of participants and results (formulas made inert); bos may not export', async () => {
      const { hiringDay, codes, people } = await bookedDay();
      await checkIn(hiringDay.id, codes[1]!);
      await result(hiringDay.id, people[1]!.row.id, { lulus: false, catatan: '=HYPERLINK("x")' });
      const csv = await call(headers.hrd, 'GET', `/api/sesi/${hiringDay.id}/peserta.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.body.startsWith('\uFEFF"Sesi";"Waktu";"ID Pelamar";"Nama"')).toBe(true);
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(4);
      expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
      expect(csv.body).toContain('"Tidak Lulus"');
      expect(
        (await call(headers.bos, 'GET', `/api/sesi/${hiringDay.id}/peserta.csv`)).statusCode,
      ).toBe(403);
    });

    it('statistics count hiring days held, attendance and the pass rate', async () => {
      const before = (await call(headers.bos, 'GET', '/api/sesi/stats')).json<{
        sesi_selesai: number;
        dipesan: number;
        hadir: number;
        lulus: number;
      }>();
      const { hiringDay, codes, people } = await bookedDay();
      await checkIn(hiringDay.id, codes[0]!);
      await checkIn(hiringDay.id, codes[1]!);
      await result(hiringDay.id, people[0]!.row.id, { lulus: true });
      await result(hiringDay.id, people[1]!.row.id, { lulus: false });
      await moveIntoPast(app, hiringDay.id);
      const after = (await call(headers.bos, 'GET', '/api/sesi/stats')).json<
        typeof before & { tidak_hadir: number }
      >();
      expect(after.sesi_selesai - before.sesi_selesai).toBe(1);
      expect(after.dipesan - before.dipesan).toBe(3);
      expect(after.hadir - before.hadir).toBe(2);
      expect(after.lulus - before.lulus).toBe(1);
      expect(after).toHaveProperty('tingkat_kehadiran');
    });
  });

  describe('capacity under a burst', () => {
    it('fifty applicants book ten places at once: ten succeed, forty get 409, the count agrees', async () => {
      const { hiringDay, people } = await invitedHiringDay(50);
      const responses = await Promise.all(people.map((p) => book(app, p.headers, hiringDay.id)));
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      for (const r of responses.filter((x) => x.statusCode === 409))
        expect(r.json<{ error: string }>().error).toMatch(/sudah penuh/);
      expect(await bookingRows(hiringDay.id)).toHaveLength(10);
      expect(await staffHiringDay(hiringDay.id)).toMatchObject({ terisi: 10 });
      const scheduled = await app.db
        .selectFrom('applicants')
        .select('id')
        .where(
          'id',
          'in',
          people.map((p) => p.row.id),
        )
        .where('jadwal_interview', 'is not', null)
        .execute();
      expect(scheduled).toHaveLength(10);
    });

    it('one applicant booking two hiring days twenty times at once ends with one place', async () => {
      const { hiringDay: a, people } = await invitedHiringDay(1);
      const b = await createHiringDay(app, headers.hrd, {}, 90);
      await invite(app, headers.hrd, b.id, [people[0]!.row.id]);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => book(app, people[0]!.headers, i % 2 ? a.id : b.id)),
      );
      for (const r of responses) expect([200, 201, 409]).toContain(r.statusCode);
      const held = await app.db
        .selectFrom('session_bookings')
        .select('sesi_id')
        .where('pelamar_id', '=', people[0]!.row.id)
        .execute();
      expect(held).toHaveLength(1);
      const total = (await staffHiringDay(a.id)).terisi + (await staffHiringDay(b.id)).terisi;
      expect(total).toBe(1);
    });
  });
});
