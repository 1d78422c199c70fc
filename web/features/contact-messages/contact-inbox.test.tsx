// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ContactMessage } from '#common/schemas/contact-messages';

import { setApiTransport } from '../../lib/api-client.ts';
import { jsonResponse, renderWithQueryClient } from '../../lib/testing.tsx';
import { ContactInbox } from './contact-inbox.tsx';
import { groupByDay } from './inbox-dates.ts';

// The machine running the whole suite may be busy: give async queries more time than 1 s.
configure({ asyncUtilTimeout: 4000 });

// A fixed clock: 10 June 2025, 08:00 in Jakarta.
const NOW = new Date('2025-06-10T01:00:00.000Z');

const message = (
  id: number,
  created_at: string,
  created_day: string,
  overrides: Partial<ContactMessage> = {},
): ContactMessage => ({
  id,
  nama: `Pengirim ${id}`,
  email: `p${id}@contoh.id`,
  telepon: '0812-0000-000' + id,
  pesan: `Pesan nomor ${id}`,
  dibaca: 0,
  created_at,
  created_day,
  ...overrides,
});

/** A message sent at 07:00 in Jakarta on the fixed clock's day (Hari Ini). */
const sentToday = (id: number, overrides: Partial<ContactMessage> = {}) =>
  message(id, '2025-06-10T00:00:00.000Z', '2025-06-10', overrides);

let rows: ContactMessage[] = [];
const calls: string[] = [];

function installServer() {
  setApiTransport(async (path, init) => {
    calls.push(`${init.method} ${path}`);
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      jsonResponse(200, body, headers);
    if (path.startsWith('/kontak/unread-count'))
      return json({
        unread: rows.filter((r) => !r.dibaca).length,
        latestId: Math.max(0, ...rows.map((r) => r.id)),
      });
    const read = path.match(/^\/kontak\/(\d+)\/dibaca$/);
    if (read) {
      rows = rows.map((r) => (r.id === Number(read[1]) ? { ...r, dibaca: 1 } : r));
      return json(rows.find((r) => r.id === Number(read[1])));
    }
    if (path === '/kontak/mark-all-read') {
      rows = rows.map((r) => ({ ...r, dibaca: 1 }));
      return json({ success: true, updated: 1 });
    }
    return json(rows, {
      'x-total-count': String(rows.length),
      'x-unread-count': String(rows.filter((r) => !r.dibaca).length),
    });
  });
}

function renderInbox() {
  return renderWithQueryClient(<ContactInbox now={() => NOW} />);
}

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  installServer();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('inbox date groups', () => {
  it('groups consecutive messages of a day and numbers them from the page offset', () => {
    const groups = groupByDay(
      [
        message(3, '2025-06-10T00:30:00Z', '2025-06-10'),
        message(2, '2025-06-09T20:00:00Z', '2025-06-10'),
        message(1, '2025-06-08T01:00:00Z', '2025-06-08'),
      ],
      51,
    );
    expect(groups.map((g) => [g.day, g.rows.map((r) => r.number)])).toEqual([
      ['2025-06-10', [51, 52]],
      ['2025-06-08', [53]],
    ]);
  });
});

describe('ContactInbox', () => {
  it('shows today, yesterday and older groups newest first, with the unread badge and actions', async () => {
    localStorage.setItem('adminRole', 'hrd');
    rows = [
      // 23:30 UTC on the 9th is already the 10th in Jakarta: the server sends created_day.
      message(4, '2025-06-09T23:30:00.000Z', '2025-06-10'),
      message(3, '2025-06-09T05:00:00.000Z', '2025-06-09', { dibaca: 1 }),
      message(2, '2025-06-02T05:00:00.000Z', '2025-06-02'),
      message(1, '2025-06-01T05:00:00.000Z', '2025-06-01', { dibaca: 1, pesan: '' }),
    ];
    renderInbox();
    expect(screen.getByRole('status')).toBeTruthy();
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Hari Ini',
      'Kemarin',
      'Senin, 2 Juni 2025',
      'Minggu, 1 Juni 2025',
    ]);
    expect(screen.getByText('2 Baru')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tandai Semua Dibaca' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Tandai: / })).toHaveLength(2);
    // hrd reads and marks, but neither deletes nor marks unread.
    expect(screen.queryByRole('button', { name: /^Hapus/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Tandai Belum Dibaca/ })).toBeNull();
    expect(screen.getByText('(tanpa pesan)')).toBeTruthy();
    // Visiting the inbox resets the sidebar's messages badge (docs/product.md §4).
    await waitFor(() => expect(localStorage.getItem('sigap.read.messages')).toBe('4'));
  });

  it('marks a message sent from the English pages, and only that one (docs/decisions/043)', async () => {
    rows = [sentToday(2, { language: 'en' }), sentToday(1)];
    renderInbox();
    const badges = await screen.findAllByText('Dikirim dari situs berbahasa Inggris');
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) {
      expect(badge.closest('tr, li')?.textContent).toContain('Pengirim 2');
    }
  });

  it('Tandai marks one message read and reloads the list', async () => {
    rows = [sentToday(2), sentToday(1)];
    renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Tandai: Pengirim 2' }));
    await waitFor(() => expect(screen.getByText('1 Baru')).toBeTruthy());
    expect(calls).toContain('POST /kontak/2/dibaca');
    const row = screen.getByText('Pengirim 2').closest('tr') as HTMLElement;
    expect(within(row).getByText('Dibaca')).toBeTruthy();
  });

  it('Tandai Semua Dibaca marks all and then disappears', async () => {
    rows = [sentToday(2), message(1, '2025-06-09T00:00:00.000Z', '2025-06-09')];
    renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Tandai Semua Dibaca' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tandai Semua Dibaca' })).toBeNull(),
    );
    expect(screen.queryByText(/Baru$/)).toBeNull();
    expect(calls).toContain('POST /kontak/mark-all-read');
  });

  it('admin sees delete and mark-unread; the full message opens on click', async () => {
    localStorage.setItem('adminRole', 'admin');
    const long = 'Kalimat panjang. '.repeat(40);
    rows = [sentToday(1, { dibaca: 1, pesan: long })];
    renderInbox();
    expect(await screen.findByRole('button', { name: 'Hapus: Pengirim 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tandai Belum Dibaca: Pengirim 1' })).toBeTruthy();
    const text = screen.getByRole('button', { name: long.trim() });
    expect(text.getAttribute('aria-expanded')).toBe('false');
    expect(text.className).toContain('line-clamp-2');
    fireEvent.click(text);
    expect(text.getAttribute('aria-expanded')).toBe('true');
    expect(text.className).not.toContain('line-clamp-2');
  });

  it('shows the empty text, and a failed load is only logged', async () => {
    rows = [];
    renderInbox();
    expect(await screen.findByText('Tidak ada pesan yang ditemukan')).toBeTruthy();
    cleanup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setApiTransport(async () => new Response(JSON.stringify({ error: 'x' }), { status: 500 }));
    renderInbox();
    expect(await screen.findByText('Tidak ada pesan yang ditemukan')).toBeTruthy();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Gagal mengambil pesan kontak:', expect.anything()),
    );
  });

  it('the filters go to the server and restart at page one', async () => {
    rows = [sentToday(1)];
    renderInbox();
    await screen.findByText('Pengirim 1');
    fireEvent.change(screen.getByLabelText('Bulan'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Tahun'), { target: { value: '2025' } });
    await waitFor(() =>
      expect(calls).toContain('GET /kontak?month=6&year=2025&page=1&pageSize=50'),
    );
    fireEvent.change(screen.getByLabelText('Cari pesan'), { target: { value: 'Budi' } });
    await waitFor(() =>
      expect(calls).toContain('GET /kontak?q=Budi&month=6&year=2025&page=1&pageSize=50'),
    );
  });
});
