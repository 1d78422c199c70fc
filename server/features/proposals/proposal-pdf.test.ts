import { spawnSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { sampleProposalPdfInput } from '../../test/proposals.ts';
import { renderProposalPdf } from './proposal-pdf.ts';

/** The PDF's text as poppler's pdftotext reads it, one string per page. */
function pdfPages(bytes: Buffer) {
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: bytes });
  if (result.error) throw new Error('pdftotext is missing: apt-get install poppler-utils');
  expect(result.status).toBe(0);
  return result.stdout.toString('utf8').split('\f').slice(0, -1);
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe('the proposal PDF', () => {
  it('shows the letterhead, the client, the breakdown, the totals in figures and words, and the validity', async () => {
    const bytes = await renderProposalPdf(sampleProposalPdfInput(1));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfPages(bytes);
    expect(pages).toHaveLength(1);
    const text = squeeze(pages[0]!);
    expect(text).toContain('PT Sigap Prima Nusantara');
    expect(text).toContain('(021) 5150 8899 · 0812 8000 1234 · sales@sigap.co.id');
    expect(text).toContain('PENAWARAN HARGA JASA PENGAMANAN (SECURITY)');
    expect(text).toContain('Nomor: PNW-2026-00042/V2');
    expect(text).toContain('PT Gudang Makmur Sejahtera');
    expect(text).toContain('u.p. Budi Santoso, Kepala Bagian Umum');
    expect(text).toContain('Lokasi: Jl. Raya Bekasi Km 25, Cakung, DKI Jakarta');
    // The worked example of docs/api.md, line by line.
    expect(text).toContain('Upah pokok Rp 5.729.876 Rp 22.919.504');
    expect(text).toContain('Lembur Rp 574.092 Rp 2.296.368');
    expect(text).toContain('BPJS Ketenagakerjaan Rp 374.734');
    expect(text).toContain('BPJS Kesehatan Rp 229.195');
    expect(text).toContain('THR (1/12) Rp 477.490');
    expect(text).toContain('Jumlah Rp 7.735.387 Rp 30.941.548');
    expect(text).toContain('Management fee (10%) Rp 3.094.155');
    expect(text).toContain('PPN (11%) Rp 3.743.927');
    expect(text).toContain('Total per bulan Rp 37.779.630');
    expect(text).toContain(
      'Terbilang: tiga puluh tujuh juta tujuh ratus tujuh puluh sembilan ribu enam ratus tiga puluh rupiah',
    );
    expect(text).toContain('Penawaran ini berlaku sampai Senin, 28 Desember 2026 (30 hari).');
    expect(text).toContain('Halaman 1 dari 1');
  });

  it('numbers every page of a 50-post proposal and repeats the table header on each', async () => {
    const pages = pdfPages(await renderProposalPdf(sampleProposalPdfInput(50)));
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, index) => {
      const text = squeeze(page);
      expect(text).toContain(`Halaman ${index + 1} dari ${pages.length}`);
      // Every page holds table rows, so every page starts a table or repeats its header.
      expect(text).toMatch(/Komponen Per orang per bulan Jumlah|Pos Personel Jumlah/);
    });
    const last = squeeze(pages.at(-1)!);
    expect(last).toContain('Total per bulan');
    expect(squeeze(pages.join(' '))).toContain('50. Pos Patroli Gudang 50');
  });
});
