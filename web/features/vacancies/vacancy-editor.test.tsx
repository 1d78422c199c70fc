import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Vacancy } from '#common/schemas/vacancies';
import { vacanciesText as t } from '#common/texts/vacancies';

import { dayFromToday, sampleVacancyInput } from '../../../test-support/vacancies.ts';
import { renderWithQueries, mockServerPerFile } from '../../test/component-test.tsx';
import { VacancyEditor } from './vacancy-editor.tsx';

const alerts = vi.hoisted(() => ({
  showError: vi.fn(async () => undefined),
  toast: vi.fn(async () => undefined),
}));
vi.mock('../../lib/alerts.ts', () => alerts);

const server = mockServerPerFile();

const STORED: Vacancy = {
  ...sampleVacancyInput(),
  id: 5,
  slug: 'satpam-mal-bekasi',
  lokasi: 'Mal Bekasi Raya',
  pertanyaan: [{ id: 11, teks: 'Punya sertifikat Gada Pratama?', jawaban_diharapkan: 'ya' }],
  created_at: '2026-11-01T02:00:00.000Z',
  updated_at: '2026-11-01T02:00:00.000Z',
};

/** Answers saves of a vacancy with `answer` and keeps each request's method, path and body. */
function saveEndpoint(answer: { status: number; body: object } = { status: 200, body: STORED }) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const record = async ({ request }: { request: Request }) => {
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: await request.json(),
    });
    return HttpResponse.json(answer.body, { status: answer.status });
  };
  server.use(http.post('*/api/lowongan', record), http.put('*/api/lowongan/:id', record));
  return requests;
}

function renderEditor(vacancy?: Vacancy) {
  const onDone = vi.fn();
  renderWithQueries(<VacancyEditor vacancy={vacancy} onDone={onDone} />);
  return onDone;
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => userEvent.click(screen.getByRole('button', { name: /simpan/i }));

async function replace(label: string, text: string) {
  await userEvent.clear(field(label));
  if (text) await userEvent.type(field(label), text);
}

describe('VacancyEditor', () => {
  beforeEach(() => {
    alerts.showError.mockClear();
    alerts.toast.mockClear();
  });

  it("shows the shared schema's message under each empty required field and sends nothing", async () => {
    const requests = saveEndpoint();
    const onDone = renderEditor();
    await save();
    for (const message of [
      t.judulRequired,
      t.kotaRequired,
      t.provinsiRequired,
      t.deskripsiRequired,
      t.ditutupPadaInvalid,
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(requests).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends an edit as the API takes it: numbers as numbers, kept questions with their id', async () => {
    const requests = saveEndpoint();
    const onDone = renderEditor(STORED);
    await replace(t.judulLabel, 'Satpam Gudang');
    await replace(t.kuotaLabel, '12');
    await replace(t.gajiMaxLabel, '');
    await userEvent.click(screen.getByRole('button', { name: t.addQuestion }));
    await userEvent.type(field(t.questionLabel(2)), 'Bersedia kerja malam?');
    const expected = screen.getAllByLabelText(t.expectedLabel);
    await userEvent.selectOptions(expected[1], 'tidak');
    await save();

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('PUT');
    expect(requests[0].path).toBe('/api/lowongan/5');
    expect(requests[0].body).toMatchObject({
      judul: 'Satpam Gudang',
      kuota: 12,
      gaji_min: 4_500_000,
      gaji_max: null,
      tampilkan_gaji: true,
      pertanyaan: [
        { id: 11, teks: 'Punya sertifikat Gada Pratama?', jawaban_diharapkan: 'ya' },
        { teks: 'Bersedia kerja malam?', jawaban_diharapkan: 'tidak' },
      ],
    });
    expect(alerts.toast).toHaveBeenCalledWith('success', t.saved);
  });

  it('sends the requirements as syarat, empty ones as none, and names a bad height', async () => {
    const requests = saveEndpoint();
    renderEditor(STORED);
    await userEvent.selectOptions(field('Gada minimal'), 'Pratama');
    await userEvent.click(field('Wajib SKCK'));
    await replace('Tinggi minimal pria (cm)', '400');
    await save();
    expect(await screen.findByText('Tinggi minimal harus bilangan bulat 100–230 cm')).toBeTruthy();
    expect(requests).toEqual([]);
    await replace('Tinggi minimal pria (cm)', '165');
    await save();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].body).toMatchObject({
      syarat: {
        pendidikan_min: null,
        tinggi_min_pria: 165,
        tinggi_min_wanita: null,
        gada_min: 'Pratama',
        skck: true,
        surat_sehat: false,
      },
    });
  });

  it('refuses a past closing date unless the vacancy is being closed', async () => {
    const requests = saveEndpoint();
    const onDone = renderEditor({ ...STORED, ditutup_pada: dayFromToday(-3) });
    await save();
    expect(await screen.findByText(t.ditutupPadaPast)).toBeTruthy();
    expect(requests).toEqual([]);

    await userEvent.selectOptions(field(t.statusLabel), 'ditutup');
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests[0].body).toMatchObject({ status: 'ditutup', ditutup_pada: dayFromToday(-3) });
  });

  it('checks the salary rules across fields', async () => {
    const requests = saveEndpoint();
    renderEditor(STORED);
    await replace(t.gajiMinLabel, '6000000');
    await save();
    expect(await screen.findByText(t.gajiRange)).toBeTruthy();

    await replace(t.gajiMinLabel, '');
    await replace(t.gajiMaxLabel, '');
    await save();
    expect(await screen.findByText(t.gajiShownWithout)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('a new question without text gets its message, and a removed one is not sent', async () => {
    const requests = saveEndpoint();
    const onDone = renderEditor(STORED);
    await userEvent.click(screen.getByRole('button', { name: t.addQuestion }));
    await save();
    expect(await screen.findByText(t.pertanyaanTeksRequired)).toBeTruthy();
    expect(requests).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: `${t.removeQuestion} 2` }));
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests[0].body).toMatchObject({ pertanyaan: [{ id: 11 }] });
  });

  it("shows the server's refusal in a dialog and stays open", async () => {
    saveEndpoint({ status: 409, body: { error: 'Judul sudah dipakai lowongan lain' } });
    const onDone = renderEditor(STORED);
    await save();
    await waitFor(() =>
      expect(alerts.showError).toHaveBeenCalledWith(
        t.saveFailed,
        'Judul sudah dipakai lowongan lain',
      ),
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
