import { type Estimate, formatRupiah } from '#common/pricing';
import { quoteRequestsText, quoteRequestsTextEn } from '#common/texts/quote-requests';

import type { MailMessage } from '../../ports/mail.ts';

/** Header values never carry line breaks (no header injection through a company's name). */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** The estimate as plain text lines, in the request's language. */
export function estimateLines(estimate: Estimate, english: boolean) {
  const t = english ? quoteRequestsTextEn : quoteRequestsText;
  const lines = [
    `${t.serviceLabel}: ${t.serviceNames[estimate.layanan]} · ${t.cityLabel}: ${estimate.kota}`,
    '',
  ];
  for (const post of estimate.pos) {
    const cost = post.rincian_per_orang;
    lines.push(
      `${post.nama}: ${post.personel} × ${formatRupiah(cost.jumlah)} = ${formatRupiah(post.jumlah)}`,
      `  ${t.lineWage} ${formatRupiah(cost.upah)}, ${t.lineOvertime} ${formatRupiah(cost.lembur)}, ` +
        `${t.lineBpjsTk} ${formatRupiah(cost.bpjs_tk)}, ${t.lineBpjsKes} ${formatRupiah(cost.bpjs_kes)}, ` +
        `${t.lineThr} ${formatRupiah(cost.thr)}, ${t.lineEquipment} ${formatRupiah(cost.perlengkapan)}`,
    );
  }
  lines.push(
    '',
    `${t.headcount}: ${estimate.personel}`,
    `${t.personnelCost}: ${formatRupiah(estimate.biaya_personel)}`,
    `Fee: ${formatRupiah(estimate.fee)}`,
    `${t.dpp}: ${formatRupiah(estimate.dpp)}`,
    `PPN: ${formatRupiah(estimate.ppn)}`,
    `${t.total}: ${formatRupiah(estimate.total)}`,
  );
  return lines;
}

interface Stored {
  id: number;
  kode: string;
  perusahaan: string;
  nama: string;
  email: string;
  telepon: string;
  estimasi: Estimate;
}

/** The client's copy: the reference and the estimate, with the note on what it leaves out. */
export function clientMail(request: Stored, english: boolean): MailMessage {
  const t = english ? quoteRequestsTextEn : quoteRequestsText;
  return {
    to: request.email,
    subject: oneLine(t.clientMailSubject(request.kode)),
    text: [
      t.sent(request.kode),
      '',
      ...estimateLines(request.estimasi, english),
      '',
      t.estimateNote,
    ].join('\n'),
  };
}

/** The sales team's notice of a new request, with the link to its page. */
export function salesMail(request: Stored, options: { to: string; siteUrl: string }): MailMessage {
  return {
    to: options.to,
    subject: oneLine(quoteRequestsText.salesMailSubject(request.kode, request.perusahaan)),
    text: [
      `${request.kode} · ${request.perusahaan}`,
      `Kontak  : ${request.nama}`,
      `Email   : ${request.email}`,
      `Telepon : ${request.telepon}`,
      '',
      ...estimateLines(request.estimasi, false),
      '',
      `Buka: ${options.siteUrl}/admin/prospek/${request.id}`,
    ].join('\n'),
    replyTo: oneLine(request.email),
  };
}

/** The reminder for a request still `baru` after the SLA. */
export function slaMail(
  request: Pick<Stored, 'id' | 'kode' | 'perusahaan' | 'telepon'>,
  options: { to: string; siteUrl: string; minutes: number },
): MailMessage {
  return {
    to: options.to,
    subject: oneLine(quoteRequestsText.slaMailSubject(request.kode, options.minutes)),
    text: [
      `${request.kode} · ${request.perusahaan} belum dihubungi setelah ${options.minutes} menit.`,
      `Telepon: ${request.telepon}`,
      `Buka: ${options.siteUrl}/admin/prospek/${request.id}`,
    ].join('\n'),
  };
}
