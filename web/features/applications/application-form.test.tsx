import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Vacancy } from '#common/schemas/vacancies';
import { guardHiringText } from '#common/texts/guard-hiring';

import { GUARD_REQUIREMENTS, sampleVacancyInput } from '../../../test-support/vacancies.ts';
import { mockServerPerFile, renderWithQueries } from '../../test/component-test.tsx';
import { ApplicationForm } from './application-form.tsx';

const alerts = vi.hoisted(() => ({
  showError: vi.fn(async () => undefined),
  showSuccess: vi.fn(async () => undefined),
  showWarning: vi.fn(async () => undefined),
}));
vi.mock('../../lib/alerts.ts', () => alerts);
// Shrinking needs a canvas, which happy-dom lacks: the chosen photo goes out as chosen.
vi.mock('../../lib/shrink-photo.ts', () => ({ shrinkPhoto: async (file: File) => file }));

const server = mockServerPerFile();

const USER = { id: 7, email: 'budi@contoh.id', nama: 'budi' };

const VACANCY: Vacancy = {
  ...sampleVacancyInput(),
  id: 5,
  slug: 'satpam-mal-bekasi',
  pertanyaan: [
    { id: 11, teks: 'Punya sertifikat Gada Pratama?', jawaban_diharapkan: 'ya' },
    { id: 12, teks: 'Pernah bekerja sebagai satpam?', jawaban_diharapkan: 'ya' },
  ],
  created_at: '2026-11-01T02:00:00.000Z',
  updated_at: '2026-11-01T02:00:00.000Z',
};

/**
 * Answers POST /api/pelamar with `answers` in turn (the last one repeats); keeps the text fields
 * of each application sent. Files cannot be sent ahead here (POST /api/pelamar/berkas answers
 * 503), so they go with the application, as from a server that is busy; `stagingEndpoint` takes them.
 */
function endpoints(...answers: { status: number; body?: object }[]) {
  const sent: Record<string, string>[] = [];
  server.use(
    http.post('*/api/pelamar/berkas', () =>
      HttpResponse.json({ error: 'Server sedang sibuk' }, { status: 503 }),
    ),
    http.post('*/api/pelamar', async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries())
        fields[name] = typeof value === 'string' ? value : `berkas:${value.name}`;
      const answer = answers[Math.min(sent.length, answers.length - 1)] ?? { status: 201 };
      sent.push(fields);
      return HttpResponse.json(answer.body ?? { id: 1 }, { status: answer.status });
    }),
  );
  return sent;
}

/** Takes files sent ahead: answers each with an id and keeps which file got which. */
function stagingEndpoint() {
  const staged: { id: string; kind: string; name: string }[] = [];
  server.use(
    http.post('*/api/pelamar/berkas', async ({ request }) => {
      const [[kind, file]] = [...(await request.formData()).entries()];
      const id = `s${staged.length + 1}`;
      staged.push({ id, kind, name: (file as File).name });
      return HttpResponse.json({ id, jenis: kind }, { status: 201 });
    }),
  );
  return staged;
}

function renderForm(vacancy?: Vacancy, props: Partial<Parameters<typeof ApplicationForm>[0]> = {}) {
  return renderWithQueries(
    <MemoryRouter>
      <ApplicationForm user={USER} vacancy={vacancy} {...props} />
    </MemoryRouter>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const consent = () => screen.getByRole('checkbox', { name: /Saya telah membaca dan menyetujui/ });
const question = (legend: string) => within(screen.getByRole('group', { name: legend }));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Kirim Lamaran' }));

/** Fills every text field and choice with valid values; `withPosition` also picks the position. */
async function fillFields({ birthDate = '2000-01-15', withPosition = true } = {}) {
  await userEvent.type(input('Nama Lengkap'), 'Budi Santoso');
  await userEvent.type(input('No. Telepon'), '081234567890');
  if (withPosition) await userEvent.selectOptions(input('Posisi'), 'Security');
  await userEvent.click(screen.getByRole('radio', { name: 'Laki-laki' }));
  await userEvent.type(input('Tanggal Lahir'), birthDate);
  await userEvent.type(input('Alamat'), 'Jl. Melati 3, Bekasi');
}

async function chooseFiles() {
  await userEvent.upload(
    input('Resume / CV (PDF, DOC, DOCX)'),
    new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
  );
  await userEvent.upload(
    input('Foto (gambar)'),
    new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' }),
  );
}

/** A whole valid application (no vacancy), consent given, sent. */
async function fillAndSend() {
  await fillFields();
  await chooseFiles();
  await userEvent.click(consent());
  await submit();
}

/** A NIK that fits the applicant of fillFields: born 15 January 2000, a man, in Bekasi (3275). */
const NIK = '3275011501000001';

async function fillIdentity(nik = NIK) {
  await userEvent.type(input('NIK'), nik);
  await userEvent.upload(input('Foto KTP'), new File(['jpeg'], 'ktp.jpg', { type: 'image/jpeg' }));
}

const GUARD_VACANCY = {
  ...VACANCY,
  pertanyaan: [],
  syarat: GUARD_REQUIREMENTS,
} as Vacancy;

describe('ApplicationForm', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const mock of Object.values(alerts)) mock.mockClear();
  });

  it('shows each required field its message under it and sends nothing', async () => {
    const sent = endpoints();
    renderForm();
    await submit();
    for (const message of [
      'Nama wajib diisi',
      'Nomor telepon wajib diisi',
      'Posisi wajib dipilih',
      'Jenis kelamin wajib dipilih',
      'Tanggal lahir wajib diisi',
      'Alamat wajib diisi',
      'Persetujuan Kebijakan Privasi wajib dicentang',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(alerts.showWarning).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('keeps only letters and spaces in the name and only digits in the phone number', async () => {
    endpoints();
    renderForm();
    await userEvent.type(input('Nama Lengkap'), 'Budi_ S4ntoso!');
    await userEvent.type(input('No. Telepon'), '0812-3456 7890');
    expect(input('Nama Lengkap').value).toBe('Budi Sntoso');
    expect(input('No. Telepon').value).toBe('081234567890');
  });

  it.each([
    {
      case: 'asks for the documents before sending',
      birthDate: '2000-01-15',
      withFiles: false,
      warning: ['Dokumen anda kosong', 'Harap upload dokumen terlebih dahulu!'],
    },
    {
      case: 'refuses a birth date outside the age rule and sends nothing',
      birthDate: '2015-03-01',
      withFiles: true,
      warning: ['Syarat tidak terpenuhi', 'Usia anda tidak memenuhi syarat'],
    },
  ])('$case', async ({ birthDate, withFiles, warning }) => {
    const sent = endpoints();
    renderForm();
    await fillFields({ birthDate });
    if (withFiles) await chooseFiles();
    await userEvent.click(consent());
    await submit();
    await waitFor(() => expect(alerts.showWarning).toHaveBeenCalledWith(...warning));
    expect(sent).toEqual([]);
  });

  it('requires the consent, then sends the application with it', async () => {
    const sent = endpoints({ status: 201 });
    renderForm();
    await fillFields();
    await chooseFiles();
    await submit();
    expect(await screen.findByText('Persetujuan Kebijakan Privasi wajib dicentang')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.click(consent());
    await submit();
    await waitFor(() =>
      expect(alerts.showSuccess).toHaveBeenCalledWith('Berhasil', 'Lamaran anda berhasil dikirim'),
    );
    expect(sent).toEqual([
      {
        nama: 'Budi Santoso',
        telepon: '081234567890',
        posisi: 'Security',
        jenis_kelamin: 'Laki-laki',
        tanggal_lahir: '2000-01-15',
        pesan: 'Jl. Melati 3, Bekasi',
        persetujuan: 'true',
        foto: 'berkas:foto.jpg',
        resume: 'berkas:cv.pdf',
      },
    ]);
  });

  it('offers only the open positions once they are known, and lists each', async () => {
    renderForm(undefined, {
      openPositions: [
        { posisi: 'Security', label: 'Security', open: true },
        { posisi: 'Kebersihan', label: 'Kebersihan', open: false },
        { posisi: 'Pengelola Parkir', label: 'Pengelola Parkir', open: true },
      ],
    });
    const offered = within(input('Posisi')).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).not.toContain('Kebersihan');
    expect(offered.map((option) => option.textContent)).toContain('Security');
    expect(screen.getByText(/Kebersihan: /).textContent).toMatch(/Kebersihan: \S/);
  });

  it('hands the stored application over after a send, and a 409 to the page', async () => {
    const onSubmitted = vi.fn();
    const onAlreadyApplied = vi.fn();
    endpoints(
      { status: 201, body: { id: 41 } },
      { status: 409, body: { error: 'sudah', code: 'already_applied' } },
    );
    renderForm(undefined, { onSubmitted, onAlreadyApplied });
    await fillAndSend();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ id: 41 }));
    expect(onAlreadyApplied).not.toHaveBeenCalled();

    await submit();
    await waitFor(() => expect(onAlreadyApplied).toHaveBeenCalledTimes(1));
    expect(alerts.showWarning).toHaveBeenCalledWith('Peringatan', expect.any(String));
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it("asks every question of the vacancy and sends the answers as 'jawaban'", async () => {
    const sent = endpoints({ status: 201 });
    renderForm(VACANCY);
    expect(screen.queryByLabelText('Posisi')).toBeNull();
    await fillFields({ withPosition: false });
    await chooseFiles();
    await userEvent.click(consent());
    await submit();
    expect(await screen.findAllByText('Jawab pertanyaan ini')).toHaveLength(2);
    expect(sent).toEqual([]);

    await userEvent.click(
      question('1. Punya sertifikat Gada Pratama?').getByRole('radio', { name: 'Ya' }),
    );
    await userEvent.click(
      question('2. Pernah bekerja sebagai satpam?').getByRole('radio', { name: 'Tidak' }),
    );
    expect(screen.queryByText('Jawab pertanyaan ini')).toBeNull();
    await submit();
    // A vacancy application carries the NIK and a KTP photo (docs/decisions/046).
    expect(await screen.findByText(guardHiringText.nikRequired)).toBeTruthy();
    expect(screen.getByText(guardHiringText.ktpRequired)).toBeTruthy();
    expect(sent).toEqual([]);
    await fillIdentity();
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      posisi: 'Security',
      lowongan_id: '5',
      nik: NIK,
      ktp: 'berkas:ktp.jpg',
    });
    expect(JSON.parse(sent[0].jawaban)).toEqual({ 11: 'ya', 12: 'tidak' });
  });

  it("beside a vacancy with its own requirements lists those, not the position's general ones", async () => {
    endpoints();
    renderForm(GUARD_VACANCY);
    const panel = screen.getByRole('heading', { name: 'Persyaratan lowongan ini' }).parentElement!;
    expect(panel.textContent).toContain('Tinggi badan minimal pria 165 cm, wanita 160 cm');
    expect(panel.textContent).toContain('Memiliki sertifikat Gada Pratama atau lebih tinggi');
    expect(panel.textContent).not.toContain('168 cm');
    expect(screen.queryByRole('heading', { name: /Persyaratan khusus/ })).toBeNull();
  });

  it("asks what the vacancy's requirements name, refuses a NIK that does not fit and keeps no NIK on the device", async () => {
    const sent = endpoints({ status: 201 });
    const first = renderForm(GUARD_VACANCY);
    await fillFields({ withPosition: false });
    await chooseFiles();
    await userEvent.click(consent());
    // Born 15 January: a woman's NIK (day + 40) does not fit a man.
    await fillIdentity('3275015501000001');
    await userEvent.type(input('Tinggi badan (cm)'), '170');
    await userEvent.type(input('Berat badan (kg)'), '65');
    await userEvent.selectOptions(input('Pendidikan terakhir'), 'SMA/SMK');
    await submit();
    expect(await screen.findByText(guardHiringText.nikBirthDate)).toBeTruthy();
    for (const message of [
      guardHiringText.documentRequired('SKCK'),
      guardHiringText.required('Tanggal SKCK'),
      guardHiringText.documentRequired('Sertifikat Gada'),
      guardHiringText.required('Tingkat Gada'),
      guardHiringText.required('Nomor sertifikat Gada'),
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(sent).toEqual([]);

    const kept = JSON.stringify({ ...localStorage });
    expect(kept).toContain('170');
    expect(kept).not.toContain('3275015501000001');
    first.unmount();
    renderForm(GUARD_VACANCY);
    expect(input('Tinggi badan (cm)').value).toBe('170');
    expect(input('NIK').value).toBe('');
    expect(input('Pendidikan terakhir').value).toBe('SMA/SMK');

    await chooseFiles();
    await userEvent.click(consent());
    await fillIdentity();
    await userEvent.upload(
      input('SKCK'),
      new File(['%PDF-1.4'], 'skck.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(input('Tanggal SKCK'), '2026-10-01');
    await userEvent.upload(
      input('Sertifikat Gada'),
      new File(['jpeg'], 'gada.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.selectOptions(input('Tingkat Gada'), 'Pratama');
    await userEvent.type(input('Nomor sertifikat Gada'), 'GP-123/2025');
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      nik: NIK,
      ktp: 'berkas:ktp.jpg',
      tinggi_badan: '170',
      berat_badan: '65',
      pendidikan: 'SMA/SMK',
      skck: 'berkas:skck.pdf',
      skck_tanggal: '2026-10-01',
      sertifikat_gada: 'berkas:gada.jpg',
      gada_tingkat: 'Pratama',
      gada_nomor: 'GP-123/2025',
    });
    expect(sent[0]).not.toHaveProperty('kta_nomor');
  });

  it('keeps what was typed as a draft and restores it after a re-render, but not the consent', async () => {
    endpoints();
    const first = renderForm(VACANCY);
    // The answer first: the fields typed after it are kept as they are typed.
    await userEvent.click(
      question('1. Punya sertifikat Gada Pratama?').getByRole('radio', { name: 'Tidak' }),
    );
    await fillFields({ withPosition: false });
    await userEvent.click(consent());
    first.unmount();

    renderForm(VACANCY);
    expect(input('Nama Lengkap').value).toBe('Budi Santoso');
    expect(input('No. Telepon').value).toBe('081234567890');
    expect((screen.getByRole('radio', { name: 'Laki-laki' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(input('Tanggal Lahir').value).toBe('2000-01-15');
    expect(input('Alamat').value).toBe('Jl. Melati 3, Bekasi');
    const answer = (name: string) =>
      question('1. Punya sertifikat Gada Pratama?').getByRole('radio', {
        name,
      }) as HTMLInputElement;
    expect(answer('Tidak').checked).toBe(true);
    expect(answer('Ya').checked).toBe(false);
    expect((consent() as HTMLInputElement).checked).toBe(false);
  });

  it('sends each file ahead as it is chosen and the application names them', async () => {
    const sent = endpoints({ status: 201 });
    const staged = stagingEndpoint();
    // A vacancy asks for the NIK and the KTP: one more file.
    renderForm({ ...VACANCY, pertanyaan: [] });
    await chooseFiles();
    await waitFor(() => expect(staged).toHaveLength(2));
    expect(staged).toEqual([
      { id: 's1', kind: 'resume', name: 'cv.pdf' },
      { id: 's2', kind: 'foto', name: 'foto.jpg' },
    ]);
    await fillFields({ withPosition: false });
    await fillIdentity();
    await userEvent.click(consent());
    await submit();
    await waitFor(() => expect(alerts.showSuccess).toHaveBeenCalled());
    expect(staged.map(({ kind, name }) => [kind, name])).toEqual([
      ['resume', 'cv.pdf'],
      ['foto', 'foto.jpg'],
      ['ktp', 'ktp.jpg'],
    ]);
    expect(sent).toHaveLength(1);
    // No file in the application itself: only their ids, in the order they are listed.
    expect(Object.values(sent[0]!).filter((value) => value.startsWith('berkas:'))).toEqual([]);
    expect(sent[0]!.berkas).toBe('s2,s1,s3');
  });

  it('carries a file whose upload ahead the connection cut off, and names the one that went', async () => {
    const sent = endpoints({ status: 201 });
    const staged = stagingEndpoint();
    // The CV's upload ahead meets a dropped connection; the photo's goes through.
    server.use(
      http.post('*/api/pelamar/berkas', async ({ request }) => {
        const [[kind]] = [...(await request.clone().formData()).entries()];
        if (kind === 'resume') return HttpResponse.error();
        return undefined;
      }),
    );
    renderForm();
    await fillAndSend();
    await waitFor(() => expect(alerts.showSuccess).toHaveBeenCalled());
    expect(staged).toEqual([{ id: 's1', kind: 'foto', name: 'foto.jpg' }]);
    expect(sent[0]).toMatchObject({ berkas: 's1', resume: 'berkas:cv.pdf' });
    expect(sent[0]).not.toHaveProperty('foto');
  });

  it('sends the files again with the application when the server no longer holds those sent ahead', async () => {
    // The code decides, not the text: a reworded message still sends the files again.
    const sent = endpoints(
      { status: 400, body: { error: 'Berkas sudah tidak ada', code: 'staged_files_gone' } },
      { status: 201 },
    );
    stagingEndpoint();
    renderForm();
    await fillAndSend();
    await waitFor(() => expect(alerts.showSuccess).toHaveBeenCalled());
    expect(alerts.showError).not.toHaveBeenCalled();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ berkas: 's2,s1' });
    expect(sent[0]).not.toHaveProperty('foto');
    expect(sent[1]).toMatchObject({ foto: 'berkas:foto.jpg', resume: 'berkas:cv.pdf' });
    expect(sent[1]).not.toHaveProperty('berkas');
  });

  it('offers to send again after the connection cut the send off', async () => {
    const sent = endpoints({ status: 502 }, { status: 201 });
    renderForm();
    await fillAndSend();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Pengiriman terputus sebelum selesai.');
    expect(notice.textContent).toContain('Isian dan berkas Anda masih ada di halaman ini.');
    expect(alerts.showError).not.toHaveBeenCalled();

    await userEvent.click(within(notice).getByRole('button', { name: 'Kirim Ulang' }));
    await waitFor(() => expect(alerts.showSuccess).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ nama: 'Budi Santoso', foto: 'berkas:foto.jpg' });
    expect(localStorage.getItem('sigap.draft.lamaran.7')).toBeNull();
  });

  it('a server whose database is down (503) says so in its words and keeps what was typed', async () => {
    const down =
      'Server sedang tidak dapat menyimpan data. Data Anda belum tersimpan; silakan kirim lagi sebentar lagi.';
    const sent = endpoints(
      { status: 503, body: { error: down, code: 'unavailable' } },
      { status: 201 },
    );
    renderForm();
    await fillAndSend();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(down);
    expect((screen.getByLabelText(/Nama Lengkap/) as HTMLInputElement).value).toBe('Budi Santoso');
    await userEvent.click(within(notice).getByRole('button', { name: 'Kirim Ulang' }));
    await waitFor(() => expect(alerts.showSuccess).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
  });
});
