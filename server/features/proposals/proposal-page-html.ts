import { formatDateTime } from '#common/dates';
import { formatRupiah } from '#common/pricing';
import type { PublicProposal } from '#common/schemas/proposals';
import type { SiteSettings } from '#common/site-settings';
import { terbilangRupiah } from '#common/terbilang';
import { proposalPageText as p, proposalsText as pdf } from '#common/texts/proposals';

/**
 * The client's page /penawaran/{token} as one HTML document (docs/decisions/055): no script, a
 * form for each answer that posts back to the page, styles inline so nothing else is fetched
 * with the token in the address. Every value is escaped.
 */

const escape = (value: string | number) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const PAGE_CSS = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#f3f4f6;line-height:1.5}
main{max-width:760px;margin:0 auto;padding:16px}header.co{background:#0f4c81;color:#fff;padding:16px}header.co p{margin:0}
.co strong{font-size:1.15rem}.card{background:#fff;border-radius:12px;padding:16px;margin:12px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
h1{font-size:1.35rem;margin:0 0 4px;color:#0f4c81}h2{font-size:1.1rem;margin:0 0 8px}.muted{color:#4b5563;font-size:.92rem}
table{width:100%;border-collapse:collapse;font-size:.95rem}td,th{padding:6px 4px;border-bottom:1px solid #e5e7eb;text-align:left}
td.n,th.n{text-align:right;white-space:nowrap}tr.sum td{font-weight:700;background:#eef2f7}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 18px;border-radius:8px;font-weight:600;font-size:1rem;text-decoration:none;border:0;cursor:pointer}
.primary{background:#0f4c81;color:#fff}.secondary{background:#fff;color:#0f4c81;border:2px solid #0f4c81}.danger{background:#b91c1c;color:#fff}
label{display:block;font-weight:600;margin:12px 0 4px}input[type=text],textarea{width:100%;min-height:44px;padding:10px;border:1px solid #9ca3af;border-radius:8px;font:inherit}
.check{display:flex;gap:10px;align-items:flex-start;font-weight:400}.check input{width:24px;height:24px;margin-top:2px;flex:none}
.notice{border-left:4px solid #0f4c81;background:#eff6ff;padding:12px}.error{border-left:4px solid #b91c1c;background:#fef2f2;padding:12px;color:#7f1d1d}
.total{font-size:1.2rem}ol{padding-left:20px}details summary{cursor:pointer;min-height:44px;display:flex;align-items:center;font-weight:600;color:#b91c1c}
:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}`;

export function pageDocument(title: string, company: SiteSettings, body: string) {
  const contact = [...company.phones.filter(Boolean), company.email]
    .filter(Boolean)
    .map(escape)
    .join(' · ');
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${escape(title)}</title><style>${PAGE_CSS}</style></head><body><header class="co"><p><strong>${escape(company.name)}</strong></p><p>${escape(company.address)}</p>${contact ? `<p>${contact}</p>` : ''}</header><main>${body}</main></body></html>`;
}

export interface FormState {
  nama?: string;
  jabatan?: string;
  alasan?: string;
  error?: string;
  /** Which form the error belongs to. */
  form?: 'terima' | 'tolak';
}

function posts(proposal: PublicProposal) {
  return proposal.estimasi.pos
    .map((post, index) => {
      const asked = proposal.pos[index];
      const cost = post.rincian_per_orang;
      const rows = (['upah', 'lembur', 'bpjs_tk', 'bpjs_kes', 'thr', 'perlengkapan'] as const)
        .map(
          (key) =>
            `<tr><td>${escape(pdf.pdfRows[key])}</td><td class="n">${formatRupiah(cost[key])}</td></tr>`,
        )
        .join('');
      return `<section class="card"><h2>${escape(p.postHeading(index + 1, post.nama))}</h2>${
        asked
          ? `<p class="muted">${escape(p.postInfo(post.personel, asked.jam_per_hari, asked.hari_per_minggu, asked.personel_per_shift))}</p>`
          : ''
      }<table><thead><tr><th>${escape(pdf.pdfComponent)}</th><th class="n">${escape(p.perPerson)}</th></tr></thead><tbody>${rows}<tr class="sum"><td>${escape(pdf.pdfRows.jumlah)}</td><td class="n">${formatRupiah(cost.jumlah)}</td></tr><tr class="sum"><td>${escape(p.postTotal(post.personel))}</td><td class="n">${formatRupiah(post.jumlah)}</td></tr></tbody></table></section>`;
    })
    .join('');
}

function answerForms(action: string, state: FormState) {
  const error = (form: 'terima' | 'tolak') =>
    state.error && state.form === form
      ? `<p class="error" role="alert">${escape(state.error)}</p>`
      : '';
  return `<section class="card" aria-labelledby="terima-h"><h2 id="terima-h">${escape(p.acceptHeading)}</h2><p class="muted">${escape(p.acceptIntro)}</p>${error('terima')}
<form method="post" action="${action}/terima"><label for="nama">${escape(p.nameLabel)}</label><input type="text" id="nama" name="nama" required maxlength="100" autocomplete="name" value="${escape(state.nama ?? '')}">
<label for="jabatan">${escape(p.positionLabel)}</label><input type="text" id="jabatan" name="jabatan" required maxlength="100" autocomplete="organization-title" value="${escape(state.jabatan ?? '')}">
<label class="check"><input type="checkbox" name="setuju" value="true" required> <span>${escape(p.termsCheckbox)}</span></label>
<p><button class="btn primary" type="submit">${escape(p.acceptButton)}</button></p></form></section>
<section class="card"><details${state.form === 'tolak' ? ' open' : ''}><summary>${escape(p.declineHeading)}</summary><p class="muted">${escape(p.declineIntro)}</p>${error('tolak')}
<form method="post" action="${action}/tolak"><label for="alasan">${escape(p.reasonLabel)}</label><textarea id="alasan" name="alasan" required maxlength="1000" rows="3">${escape(state.alasan ?? '')}</textarea>
<p><button class="btn danger" type="submit">${escape(p.declineButton)}</button></p></form></details></section>`;
}

/** The proposal with its answer, or the forms to answer it. */
export function proposalPage(
  proposal: PublicProposal,
  context: { action: string; timeZone: string; terms: string[] },
  state: FormState = {},
) {
  const e = proposal.estimasi;
  const service = pdf.serviceNames[proposal.layanan] ?? proposal.layanan;
  // A heading's words start with a capital: 'Jasa Pengamanan (Security)'.
  const layanan = service.replace(
    /(^|[\s(])(\p{Ll})/gu,
    (_all, before: string, letter: string) => before + letter.toUpperCase(),
  );
  const summary = [
    ...e.pos.map(
      (post, index) => [`${index + 1}. ${post.nama} (${post.personel})`, post.jumlah] as const,
    ),
    [pdf.pdfStaffCost, e.biaya_personel] as const,
    [pdf.pdfFee(proposal.fee_persen), e.fee] as const,
    [pdf.pdfDpp, e.dpp] as const,
    [pdf.pdfPpn(proposal.ppn_persen), e.ppn] as const,
  ]
    .map(
      ([label, value]) =>
        `<tr><td>${escape(label)}</td><td class="n">${formatRupiah(value)}</td></tr>`,
    )
    .join('');
  const answered =
    proposal.jawaban === 'diterima'
      ? `<p class="notice" role="status">${escape(p.accepted(proposal.penerima_nama ?? '', proposal.penerima_jabatan ?? '', formatDateTime(proposal.dijawab_at!, context.timeZone)))}</p>`
      : proposal.jawaban === 'ditolak'
        ? `<p class="notice" role="status">${escape(p.declined(formatDateTime(proposal.dijawab_at!, context.timeZone)))}</p>`
        : '';
  return `<section class="card"><h1>${escape(p.heading(layanan))}</h1><p class="muted">${escape(`${proposal.kode} · versi ${proposal.versi} · ${p.madeOn(proposal.dibuat)}`)}</p>
<p><strong>${escape(p.forClient(proposal.perusahaan))}</strong><br>${escape(pdf.pdfAttention(proposal.nama, proposal.jabatan))}<br>${escape(pdf.pdfSite(proposal.alamat_lokasi, e.kota))}</p>
<p><strong>${escape(p.validUntil(proposal.berlaku_sampai))}</strong></p><p><a class="btn secondary" href="${escape(proposal.pdf_url)}">${escape(p.downloadPdf)}</a></p></section>
${answered}${posts(proposal)}
<section class="card"><h2>${escape(p.summaryHeading)}</h2><table><tbody>${summary}<tr class="sum total"><td>${escape(p.totalMonthly)}</td><td class="n">${formatRupiah(e.total)}</td></tr></tbody></table><p class="muted">${escape(pdf.pdfInWords(terbilangRupiah(e.total)))}</p></section>
<section class="card"><h2>${escape(p.termsHeading)}</h2><ol>${context.terms.map((term) => `<li>${escape(term)}</li>`).join('')}</ol><p>${escape(pdf.pdfValidity(proposal.berlaku_sampai, proposal.berlaku_hari))}</p></section>
${proposal.jawaban ? '' : answerForms(context.action, state)}`;
}

/** A link that no longer opens its proposal: replaced (with the newest) or expired (with the contact). */
export function gonePage(
  gone: { error: string; terbaru?: { versi: number; url: string } },
  company: SiteSettings,
) {
  const contact = [...company.phones.filter(Boolean), company.email]
    .filter(Boolean)
    .map(escape)
    .join(' · ');
  return `<section class="card"><h1>${escape(gone.terbaru ? p.replacedHeading : p.expiredHeading)}</h1><p>${escape(gone.error)}</p>${
    gone.terbaru
      ? `<p><a class="btn primary" href="${escape(gone.terbaru.url)}">${escape(p.openNewest(gone.terbaru.versi))}</a></p>`
      : ''
  }<p>${escape(p.contactUs)} ${contact}</p></section>`;
}

export function notFoundPage() {
  return `<section class="card"><h1>${escape(p.notFoundHeading)}</h1><p>${escape(p.notFoundText)}</p></section>`;
}
