// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { setApiTransport } from '../../lib/api-client.ts';
import { jsonResponse } from '../../lib/testing.tsx';
import { ContactForm } from './contact-form.tsx';

// The machine running the whole suite may be busy: give async queries more time than 1 s.
configure({ asyncUtilTimeout: 4000 });

// Without a PublicConfigProvider the captcha provider is 'off', so the widget reports 'off' at once.

const bodies: Array<Record<string, unknown>> = [];
function answer(status: number, body: unknown) {
  setApiTransport(async (_path, init) => {
    bodies.push(JSON.parse(String(init.body)));
    return jsonResponse(status, body);
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function fill() {
  fireEvent.input(field('Nama'), { target: { value: 'Budi Santoso' } });
  fireEvent.input(field('Email'), { target: { value: 'budi@contoh.id' } });
  fireEvent.input(field('Telepon'), { target: { value: '0812 3456 7890' } });
  fireEvent.input(field('Pesan'), { target: { value: 'Butuh satpam' } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Kirim Pesan' }));

beforeEach(() => {
  bodies.length = 0;
});
afterEach(() => {
  cleanup();
});

describe('ContactForm', () => {
  it('has the product fields: email and tel types, a 4-row optional message, no browser validation', () => {
    render(<ContactForm />);
    expect(field('Email').type).toBe('email');
    expect(field('Telepon').type).toBe('tel');
    expect(screen.getByLabelText('Pesan').getAttribute('rows')).toBe('4');
    expect(screen.getByRole('form').hasAttribute('novalidate')).toBe(true);
  });

  it('shows our own texts for missing fields and sends nothing', async () => {
    answer(201, { success: true });
    render(<ContactForm />);
    submit();
    expect(await screen.findByText('Nama wajib diisi')).toBeTruthy();
    expect(screen.getByText('Email wajib diisi')).toBeTruthy();
    expect(screen.getByText('Nomor telepon wajib diisi')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('shows the green success text, then clears it and the fields after 3 seconds', async () => {
    answer(201, { success: true, message: 'Pesan berhasil dikirim' });
    render(<ContactForm />);
    fill();
    submit();
    const success = await screen.findByText('Pesan berhasil dikirim');
    expect(success.closest('[role="status"]')?.className).toContain('text-green-700');
    expect(bodies[0]).toMatchObject({
      nama: 'Budi Santoso',
      email: 'budi@contoh.id',
      telepon: '0812 3456 7890',
      pesan: 'Butuh satpam',
    });
    expect(bodies[0].submissionKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(field('Nama').value).toBe('Budi Santoso');
    const shownAt = Date.now();
    await waitFor(() => expect(screen.queryByText('Pesan berhasil dikirim')).toBeNull(), {
      timeout: 5000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2900);
    expect(field('Nama').value).toBe('');
    expect(field('Pesan').value).toBe('');
  });

  it('shows the red failure text and retries the same form fill with the same key', async () => {
    answer(500, { error: 'Terjadi kesalahan pada server.' });
    render(<ContactForm />);
    fill();
    submit();
    const failure = await screen.findByText('Gagal mengirim pesan. Silakan coba lagi.');
    expect(failure.closest('[role="alert"]')?.className).toContain('text-red-700');
    answer(201, { success: true });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Kirim Pesan' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    submit();
    // It stays 3 s once shown; on a machine busy with the whole suite it may take as long to come.
    await screen.findByText('Pesan berhasil dikirim', undefined, { timeout: 10_000 });
    expect(bodies).toHaveLength(2);
    expect(bodies[1].submissionKey).toBe(bodies[0].submissionKey);
  });

  it('shows the server reason under the failure text for a refused message', async () => {
    answer(429, {
      error: 'Terlalu banyak pesan dari alamat ini. Silakan coba lagi beberapa menit lagi.',
    });
    render(<ContactForm />);
    fill();
    submit();
    expect(await screen.findByText('Gagal mengirim pesan. Silakan coba lagi.')).toBeTruthy();
    expect(
      screen.getByText(
        'Terlalu banyak pesan dari alamat ini. Silakan coba lagi beberapa menit lagi.',
      ),
    ).toBeTruthy();
  });
});
