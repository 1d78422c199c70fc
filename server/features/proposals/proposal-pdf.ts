import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

import PDFDocument from 'pdfkit';

import { type Estimate, formatRupiah, type PostInput } from '#common/pricing';
import type { SiteSettings } from '#common/site-settings';
import { terbilangRupiah } from '#common/terbilang';
import { proposalsText as t } from '#common/texts/proposals';

import { woffToSfnt } from '../../lib/woff-to-sfnt.ts';

/** What one proposal PDF shows (docs/decisions/055-proposal-pdf-and-client-link.md). */
export interface ProposalPdfInput {
  company: SiteSettings;
  kode: string;
  versi: number;
  perusahaan: string;
  nama: string;
  jabatan: string | null;
  alamat_lokasi: string;
  /** The posts as priced: their hours, which the estimate does not repeat. */
  pos: PostInput[];
  estimasi: Estimate;
  fee_persen: number;
  ppn_persen: number;
  /** Calendar days YYYY-MM-DD in the company's time zone. */
  dibuat: string;
  berlaku_sampai: string;
  berlaku_hari: number;
}

// Noto Sans (SIL Open Font License) from @fontsource/noto-sans, read once: every glyph an
// Indonesian proposal needs, embedded as a subset, nothing fetched at run time.
const fontFile = (weight: number) =>
  woffToSfnt(
    readFileSync(
      createRequire(import.meta.url).resolve(
        `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`,
      ),
    ),
  );
const REGULAR = fontFile(400);
const BOLD = fontFile(700);

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 48, bottom: 56, side: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.side;
const BOTTOM = PAGE.height - MARGIN.bottom;
const COLOR = {
  brand: '#0f4c81',
  accent: '#fbbf24',
  line: '#cbd5e1',
  shade: '#eef2f7',
  text: '#111827',
  muted: '#4b5563',
};
const ROW_HEIGHT = 17;

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
}
interface Row {
  cells: string[];
  isBold?: boolean;
  isShaded?: boolean;
}

/** The company's mark (web/public/favicon.svg), drawn as vectors at `size` points. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 64);
  doc.roundedRect(0, 0, 64, 64, 14).fill(COLOR.brand);
  doc.path('M32 10l18 7v13c0 11-7.6 20.4-18 24-10.4-3.6-18-13-18-24V17z').fill(COLOR.accent);
  doc.path('M26 33l5 5 9-11').lineWidth(5).lineCap('round').lineJoin('round').stroke(COLOR.brand);
  doc.restore();
}

/** Renders a proposal as PDF bytes. Text is laid out by hand so tables repeat their header. */
export function renderProposalPdf(input: ProposalPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    bufferPages: true,
    info: {
      Title: `${t.pdfTitle(t.serviceNames[input.estimasi.layanan] ?? input.estimasi.layanan)} ${input.kode}/V${input.versi}`,
      Author: input.company.name,
      CreationDate: new Date(`${input.dibuat}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);

  let y = MARGIN.top;
  const x0 = MARGIN.side;
  const newPage = () => {
    doc.addPage();
    y = MARGIN.top;
  };
  const ensure = (height: number) => {
    if (y + height > BOTTOM) newPage();
  };
  /** A paragraph at the cursor, wrapped to the content width, moving the cursor below it. */
  const paragraph = (
    text: string,
    options: { size?: number; isBold?: boolean; color?: string; gap?: number } = {},
  ) => {
    doc.font(options.isBold ? 'bold' : 'regular').fontSize(options.size ?? 9.5);
    const height = doc.heightOfString(text, { width: CONTENT_WIDTH });
    ensure(height);
    doc.fillColor(options.color ?? COLOR.text).text(text, x0, y, { width: CONTENT_WIDTH });
    y += height + (options.gap ?? 4);
  };
  /**
   * One table cell on one line, measured and placed by hand: pdfkit's line wrapper, which a
   * width or an alignment switches on, costs most of the time of a 50-post proposal.
   */
  const cell = (text: string, x: number, column: Column) => {
    const room = column.width - 8;
    let shown = text;
    while (shown.length > 1 && doc.widthOfString(shown) > room) shown = `${shown.slice(0, -2)}…`;
    const left = column.align === 'right' ? x + 4 + room - doc.widthOfString(shown) : x + 4;
    doc.text(shown, left, y + 4, { lineBreak: false });
  };
  const tableHeader = (columns: Column[]) => {
    doc.rect(x0, y, CONTENT_WIDTH, ROW_HEIGHT).fill(COLOR.brand);
    doc.font('bold').fontSize(8.5).fillColor('#ffffff');
    let x = x0;
    for (const column of columns) {
      cell(column.label, x, column);
      x += column.width;
    }
    y += ROW_HEIGHT;
  };
  /** A table whose header row is drawn again at the top of each page it continues on. */
  const table = (columns: Column[], rows: Row[]) => {
    ensure(ROW_HEIGHT * Math.min(rows.length + 1, 4));
    tableHeader(columns);
    for (const row of rows) {
      if (y + ROW_HEIGHT > BOTTOM) {
        newPage();
        tableHeader(columns);
      }
      if (row.isShaded) doc.rect(x0, y, CONTENT_WIDTH, ROW_HEIGHT).fill(COLOR.shade);
      doc
        .font(row.isBold ? 'bold' : 'regular')
        .fontSize(8.5)
        .fillColor(COLOR.text);
      let x = x0;
      row.cells.forEach((text, index) => {
        const column = columns[index]!;
        cell(text, x, column);
        x += column.width;
      });
      doc
        .moveTo(x0, y + ROW_HEIGHT)
        .lineTo(x0 + CONTENT_WIDTH, y + ROW_HEIGHT)
        .lineWidth(0.5)
        .stroke(COLOR.line);
      y += ROW_HEIGHT;
    }
    y += 10;
  };

  // Letterhead: the mark, the company's name, address, phones and e-mail from the site settings.
  const { company, estimasi } = input;
  drawLogo(doc, x0, y, 44);
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(COLOR.brand)
    .text(company.name, x0 + 56, y + 2, { width: CONTENT_WIDTH - 56 });
  const contact = [company.phones.filter(Boolean).join(' · '), company.email]
    .filter(Boolean)
    .join(' · ');
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(COLOR.muted)
    .text(company.address, x0 + 56, y + 22, { width: CONTENT_WIDTH - 56 });
  if (contact) doc.text(contact, { width: CONTENT_WIDTH - 56 });
  y = Math.max(y + 48, doc.y + 4);
  doc
    .moveTo(x0, y)
    .lineTo(x0 + CONTENT_WIDTH, y)
    .lineWidth(2)
    .stroke(COLOR.accent);
  y += 14;

  const serviceName = t.serviceNames[estimasi.layanan] ?? estimasi.layanan;
  paragraph(t.pdfTitle(serviceName), { size: 13, isBold: true, color: COLOR.brand, gap: 2 });
  paragraph(`${t.pdfNumber(input.kode, input.versi)}    ${t.pdfDate(input.dibuat)}`, {
    size: 9,
    color: COLOR.muted,
    gap: 10,
  });
  paragraph(t.pdfTo, { gap: 1 });
  paragraph(input.perusahaan, { isBold: true, gap: 1 });
  paragraph(t.pdfAttention(input.nama, input.jabatan), { gap: 1 });
  paragraph(t.pdfSite(input.alamat_lokasi, estimasi.kota), { gap: 10 });
  paragraph(t.pdfIntro(serviceName, estimasi.kota), { gap: 10 });

  const amount = CONTENT_WIDTH * 0.3;
  estimasi.pos.forEach((post, index) => {
    const asked = input.pos[index];
    ensure(30 + ROW_HEIGHT * 9);
    paragraph(t.pdfPost(index + 1, post.nama), { size: 10.5, isBold: true, gap: 1 });
    if (asked)
      paragraph(
        t.pdfPostInfo(
          post.personel,
          post.jam_mingguan_per_orang,
          asked.jam_per_hari,
          asked.hari_per_minggu,
          asked.personel_per_shift,
        ),
        { size: 8.5, color: COLOR.muted, gap: 4 },
      );
    const costs = post.rincian_per_orang;
    const line = (key: keyof typeof costs) => ({
      cells: [t.pdfRows[key], formatRupiah(costs[key]), formatRupiah(costs[key] * post.personel)],
      isBold: key === 'jumlah',
      isShaded: key === 'jumlah',
    });
    table(
      [
        { label: t.pdfComponent, width: CONTENT_WIDTH - 2 * amount, align: 'left' },
        { label: t.pdfPerPerson, width: amount, align: 'right' },
        { label: t.pdfPostTotal(post.personel), width: amount, align: 'right' },
      ],
      (['upah', 'lembur', 'bpjs_tk', 'bpjs_kes', 'thr', 'perlengkapan', 'jumlah'] as const).map(
        line,
      ),
    );
  });

  ensure(24 + ROW_HEIGHT * 4);
  paragraph(t.pdfSummary, { size: 10.5, isBold: true, gap: 4 });
  const total = (label: string, value: number, isBold = false): Row => ({
    cells: [label, '', formatRupiah(value)],
    isBold,
    isShaded: isBold,
  });
  table(
    [
      { label: t.pdfSummaryPost, width: CONTENT_WIDTH - amount - 70, align: 'left' },
      { label: t.pdfSummaryPeople, width: 70, align: 'right' },
      { label: t.pdfSummaryAmount, width: amount, align: 'right' },
    ],
    [
      ...estimasi.pos.map((post, index) => ({
        cells: [`${index + 1}. ${post.nama}`, String(post.personel), formatRupiah(post.jumlah)],
      })),
      {
        cells: [t.pdfStaffCost, String(estimasi.personel), formatRupiah(estimasi.biaya_personel)],
        isBold: true,
      },
      total(t.pdfFee(input.fee_persen), estimasi.fee),
      total(t.pdfDpp, estimasi.dpp),
      total(t.pdfPpn(input.ppn_persen), estimasi.ppn),
      total(t.pdfTotal, estimasi.total, true),
    ],
  );
  paragraph(t.pdfInWords(terbilangRupiah(estimasi.total)), { isBold: true, gap: 8 });
  paragraph(t.pdfValidity(input.berlaku_sampai, input.berlaku_hari), { gap: 10 });
  paragraph(t.pdfTermsTitle, { size: 10.5, isBold: true, gap: 3 });
  t.pdfTerms(estimasi.kota, estimasi.tahun, formatRupiah(estimasi.umk)).forEach((term, index) =>
    paragraph(`${index + 1}. ${term}`, { size: 9, gap: 2 }),
  );
  y += 8;
  ensure(50);
  paragraph(t.pdfClosing, { gap: 22 });
  paragraph(company.name, { isBold: true });

  // Page numbers and the reference on every page, written once the page count is known.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Writing below the bottom margin would add a page: lift the margin while the footer is drawn.
    doc.page.margins.bottom = 0;
    const footerY = PAGE.height - MARGIN.bottom + 18;
    doc
      .moveTo(x0, footerY - 6)
      .lineTo(x0 + CONTENT_WIDTH, footerY - 6)
      .lineWidth(0.5)
      .stroke(COLOR.line);
    doc.font('regular').fontSize(7.5).fillColor(COLOR.muted);
    doc.text(`${company.name} · ${input.kode}/V${input.versi}`, x0, footerY, {
      width: CONTENT_WIDTH / 2,
      lineBreak: false,
    });
    doc.text(t.pdfPage(index + 1, range.count), x0 + CONTENT_WIDTH / 2, footerY, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = MARGIN.bottom;
  }
  doc.end();
  return done;
}
