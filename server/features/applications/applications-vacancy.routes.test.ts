import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { injectAs } from '../../test/inject-as.ts';
import { loginAs, loginAsApplicant } from '../../test/login-as.ts';
import { submitApplication } from '../../test/application-form.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { createVacancy, dayFromToday } from '../../test/vacancies.ts';

const GADA = 'Apakah Anda memiliki sertifikat Gada Pratama yang masih berlaku?';
const SKCK = 'Apakah Anda memiliki SKCK?';
const SHIFT = 'Bersedia kerja shift malam?';

describe.each(TEST_DATABASES)('applying to a vacancy on %s', (dialect) => {
  let app: TestApp;
  let hrd: Record<string, string>;
  let bos: Record<string, string>;
  useTestApp(async (built) => {
    app = built;
    hrd = (await loginAs(app, 'hrd')).headers;
    bos = (await loginAs(app, 'bos')).headers;
  }, dialect);

  /** An open Security vacancy with three questions, two of them with an expected answer. */
  async function vacancyWithQuestions() {
    const vacancy = await createVacancy(app, hrd, {
      pertanyaan: [
        { teks: GADA, jawaban_diharapkan: 'ya' },
        { teks: SKCK, jawaban_diharapkan: 'ya' },
        { teks: SHIFT, jawaban_diharapkan: null },
      ],
    });
    const [gada, skck, shift] = vacancy.pertanyaan.map((q) => String(q.id));
    return { vacancy, gada, skck, shift };
  }

  async function apply(fields: Record<string, string>) {
    const applicant = await loginAsApplicant(app);
    return submitApplication(app, applicant.headers, fields);
  }

  it('stores the vacancy, its position and the answers; meeting every expectation is not flagged', async () => {
    const { vacancy, gada, skck, shift } = await vacancyWithQuestions();
    const answer = await apply({
      posisi: 'Kebersihan',
      lowongan_id: String(vacancy.id),
      jawaban: JSON.stringify({ [gada]: 'ya', [skck]: 'ya', [shift]: 'tidak' }),
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      posisi: 'Security',
      lowongan_id: vacancy.id,
      memenuhi_syarat: true,
      jawaban: [
        { id: Number(gada), teks: GADA, jawaban: 'ya', jawaban_diharapkan: 'ya' },
        { id: Number(skck), teks: SKCK, jawaban: 'ya', jawaban_diharapkan: 'ya' },
        { id: Number(shift), teks: SHIFT, jawaban: 'tidak', jawaban_diharapkan: null },
      ],
    });
  });

  it('names the vacancy (title, city, slug) beside the position wherever the application shows', async () => {
    const vacancy = await createVacancy(app, hrd, { judul: 'Juru Parkir Pusat Perbelanjaan' });
    const applicant = await loginAsApplicant(app);
    const sent = await submitApplication(app, applicant.headers, {
      lowongan_id: String(vacancy.id),
    });
    expect(sent.statusCode).toBe(201);
    const named = { id: vacancy.id, judul: vacancy.judul, kota: vacancy.kota, slug: vacancy.slug };
    expect(sent.json().lowongan).toEqual(named);
    const { id } = sent.json() as { id: number };

    const own = await app.inject({
      method: 'GET',
      url: `/api/user/pelamar/${applicant.id}`,
      headers: applicant.headers,
    });
    expect(own.json().lowongan).toEqual(named);
    expect((await injectAs(app, hrd).get(`/api/pelamar/${id}`)).json().lowongan).toEqual(named);
    const list = (await injectAs(app, hrd).get(`/api/pelamar?lowongan=${vacancy.id}`)).json();
    expect(list).toEqual([expect.objectContaining({ id, lowongan: named })]);

    const csv = (await injectAs(app, hrd).get(`/api/pelamar/export.csv?lowongan=${vacancy.id}`))
      .body;
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header).toContain('"Posisi";"Lowongan";"Kota Lowongan";"Tautan Lowongan"');
    expect(line).toContain(
      `"Juru Parkir Pusat Perbelanjaan";"${vacancy.kota}";"${app.config.siteUrl}/lowongan/${vacancy.slug}"`,
    );
  });

  it('an answer against an expected one flags the application, never refuses it', async () => {
    const { vacancy, gada, skck, shift } = await vacancyWithQuestions();
    const answer = await apply({
      lowongan_id: String(vacancy.id),
      jawaban: JSON.stringify({ [gada]: 'tidak', [skck]: 'ya', [shift]: 'ya' }),
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ lowongan_id: vacancy.id, memenuhi_syarat: false });
  });

  it('refuses a draft, closed, expired or unknown vacancy with 400', async () => {
    const draft = await createVacancy(app, hrd, { status: 'draft' });
    const closed = await createVacancy(app, hrd, { status: 'ditutup' });
    const expired = await createVacancy(app, hrd);
    await app.db
      .updateTable('vacancies')
      .set({ ditutup_pada: dayFromToday(-2) })
      .where('id', '=', expired.id)
      .execute();
    for (const id of [draft.id, closed.id, expired.id, 999_999])
      expectError(
        await apply({ lowongan_id: String(id) }),
        400,
        'Lowongan (lowongan_id) tidak ditemukan atau sudah ditutup',
      );
    expectError(await apply({ lowongan_id: 'abc' }), 400, 'Lowongan (lowongan_id) tidak valid');
  });

  it.each([
    ['a missing answer', (ids: string[]) => ({ [ids[0]]: 'ya', [ids[1]]: 'ya' })],
    [
      'an answer to a question the vacancy does not have',
      (ids: string[]) => ({ [ids[0]]: 'ya', [ids[1]]: 'ya', [ids[2]]: 'ya', 999: 'ya' }),
    ],
    ['no answers at all', () => ({})],
  ])('answers that do not match the questions get 400: %s', async (_label, build) => {
    const { vacancy, gada, skck, shift } = await vacancyWithQuestions();
    const answer = await apply({
      lowongan_id: String(vacancy.id),
      jawaban: JSON.stringify(build([gada, skck, shift])),
    });
    expectError(answer, 400, /^Jawaban pertanyaan seleksi \(jawaban\) tidak sesuai/);
  });

  it('an answer other than ya or tidak, or text that is not JSON, gets 400 naming jawaban', async () => {
    const { vacancy, gada, skck, shift } = await vacancyWithQuestions();
    const text = 'Jawaban pertanyaan seleksi (jawaban) harus berisi ya atau tidak';
    expectError(
      await apply({
        lowongan_id: String(vacancy.id),
        jawaban: JSON.stringify({ [gada]: 'mungkin', [skck]: 'ya', [shift]: 'ya' }),
      }),
      400,
      text,
    );
    expectError(
      await apply({ lowongan_id: String(vacancy.id), jawaban: '{bukan json' }),
      400,
      text,
    );
    expectError(
      await apply({ jawaban: JSON.stringify({ 1: 'ya' }) }),
      400,
      'Jawaban (jawaban) hanya untuk lowongan yang memiliki pertanyaan',
    );
  });

  it('one application per account stays the rule across vacancies', async () => {
    const first = await createVacancy(app, hrd);
    const second = await createVacancy(app, hrd);
    const applicant = await loginAsApplicant(app);
    expect(
      (await submitApplication(app, applicant.headers, { lowongan_id: String(first.id) }))
        .statusCode,
    ).toBe(201);
    expectError(
      await submitApplication(app, applicant.headers, { lowongan_id: String(second.id) }),
      409,
      'Anda hanya bisa mengirim satu lamaran.',
    );
  });

  it('staff filter by vacancy and by the flag; stats count by vacancy; the export has the answers', async () => {
    const { vacancy, gada, skck, shift } = await vacancyWithQuestions();
    const meets = await apply({
      lowongan_id: String(vacancy.id),
      jawaban: JSON.stringify({ [gada]: 'ya', [skck]: 'ya', [shift]: 'ya' }),
    });
    const flaggedApplicant = await loginAsApplicant(app);
    const flagged = await submitApplication(app, flaggedApplicant.headers, {
      lowongan_id: String(vacancy.id),
      jawaban: JSON.stringify({ [gada]: 'ya', [skck]: 'tidak', [shift]: 'ya' }),
    });
    await apply({}); // an application without a vacancy
    await injectAs(app, hrd).put(`/api/pelamar/${meets.json().id}/jadwal`, {
      jadwal_interview: '2030-01-02T09:00',
    });
    await injectAs(app, hrd).put(`/api/pelamar/${meets.json().id}/status`, { status: 'Diterima' });

    const list = async (query: string) =>
      (await injectAs(app, bos).get(`/api/pelamar?${query}`)).json() as {
        id: number;
        memenuhi_syarat: boolean;
        lowongan_id: number;
      }[];
    const ofVacancy = await list(`lowongan=${vacancy.id}`);
    expect(ofVacancy.map((a) => a.id)).toEqual([flagged.json().id, meets.json().id]);
    expect(ofVacancy[0]).toMatchObject({ lowongan_id: vacancy.id, memenuhi_syarat: false });
    expect((await list(`lowongan=${vacancy.id}&memenuhi=0`)).map((a) => a.id)).toEqual([
      flagged.json().id,
    ]);
    expect((await list('memenuhi=0')).every((a) => !a.memenuhi_syarat)).toBe(true);
    expectError(
      await injectAs(app, hrd).get('/api/pelamar?memenuhi=2'),
      400,
      'Filter memenuhi harus 0 atau 1',
    );
    expectError(
      await injectAs(app, hrd).get('/api/pelamar?lowongan=x'),
      400,
      'Lowongan (lowongan_id) tidak valid',
    );

    const stats = (await injectAs(app, bos).get('/api/pelamar/stats')).json() as {
      byVacancy: unknown[];
    };
    expect(stats.byVacancy).toContainEqual({
      lowongan_id: vacancy.id,
      judul: vacancy.judul,
      slug: vacancy.slug,
      status: 'dibuka',
      count: 2,
      diterima: 1,
      tidak_memenuhi: 1,
    });

    const exported = await injectAs(app, flaggedApplicant.headers).get('/api/user/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().application).toMatchObject({
      lowongan_id: vacancy.id,
      memenuhi_syarat: false,
      jawaban: expect.arrayContaining([
        { id: Number(skck), teks: SKCK, jawaban: 'tidak', jawaban_diharapkan: 'ya' },
      ]),
    });
  });

  it("answers stay as given when the vacancy's questions are edited later", async () => {
    const { vacancy, gada, skck, shift } = await vacancyWithQuestions();
    const applied = await apply({
      lowongan_id: String(vacancy.id),
      jawaban: JSON.stringify({ [gada]: 'ya', [skck]: 'ya', [shift]: 'ya' }),
    });
    await injectAs(app, hrd).put(`/api/lowongan/${vacancy.id}`, {
      ...vacancy,
      pertanyaan: [{ id: Number(gada), teks: 'Teks baru?', jawaban_diharapkan: 'tidak' }],
    });
    const detail = await injectAs(app, hrd).get(`/api/pelamar/${applied.json().id}`);
    expect(detail.json().jawaban[0]).toEqual({
      id: Number(gada),
      teks: GADA,
      jawaban: 'ya',
      jawaban_diharapkan: 'ya',
    });
  });
});
