import type { FastifyInstance } from 'fastify';

import { formatDateTime } from '#common/dates';
import { type Estimate, formatRupiah, type PostInput } from '#common/pricing';
import type { PublicProposal } from '#common/schemas/proposals';
import { proposalsApiText as t, proposalsMailText as mailText } from '#common/texts/proposals';

import type { Config } from '../../config.ts';
import { companyAddress } from '../../domain/company-address.ts';
import { proposalToken, proposalUrl, tokenHash } from '../../domain/proposal-links.ts';
import { proposalEndsAt, type ProposalRow } from '../../domain/proposal-versions.ts';
import { moveQuoteRequestStage } from '../../domain/quote-request-stages.ts';
import { tariffVersion } from '../../domain/tariff-store.ts';
import { localDate } from '../../lib/dates.ts';
import { conflict, HttpError } from '../../lib/http-errors.ts';
import { companySettings } from './proposal-document.ts';
import { type ProposalRequest, proposalsRepo } from './proposals.repo.ts';

/**
 * The client's side of a sent version (docs/decisions/055), shared by the JSON calls under
 * /api/penawaran/{token} and the server-rendered page /penawaran/{token}.
 */

export type ResolvedLink =
  | { state: 'open'; row: ProposalRow; request: ProposalRequest; token: string }
  | {
      state: 'replaced';
      row: ProposalRow;
      request: ProposalRequest;
      newest: { versi: number; url: string };
    }
  | { state: 'expired'; row: ProposalRow; request: ProposalRequest };

export interface ClientFacts {
  ip: string;
  userAgent: string | null;
}

export function proposalLinkService(app: FastifyInstance, config: Config) {
  const repo = proposalsRepo(app.db);
  const pdfPath = (token: string) => `/api/penawaran/${token}/proposal.pdf`;

  /** The version behind a token and where it stands; undefined for an unknown token. */
  async function resolve(token: string): Promise<ResolvedLink | undefined> {
    const hash = tokenHash(token);
    const row = hash && (await repo.findByTokenHash(hash));
    if (!row || !row.token_nonce) return undefined;
    const request = await repo.request(row.quote_request_id);
    if (!request) return undefined;
    const newest = await repo.newestSent(row.quote_request_id);
    if (newest && newest.versi > row.versi && newest.token_nonce)
      return {
        state: 'replaced',
        row,
        request,
        newest: {
          versi: newest.versi,
          url: proposalUrl(
            config.siteUrl,
            proposalToken(config.jwtSecret, newest.id, newest.token_nonce),
          ),
        },
      };
    // An answered offer stays readable after its end: the client may look up what was agreed.
    if (!row.jawaban && app.clock() >= proposalEndsAt(row.berlaku_sampai, config.timeZone))
      return { state: 'expired', row, request };
    return { state: 'open', row, request, token };
  }

  /** The 410 body: the sales contact, and the newest link when this one was replaced. */
  async function goneBody(link: Exclude<ResolvedLink, { state: 'open' }>) {
    const company = await companySettings(app.db);
    const kontak = {
      nama: company.name,
      telepon: company.phones.filter(Boolean),
      email: company.email,
    };
    return link.state === 'replaced'
      ? {
          error: t.linkReplaced(link.newest.versi),
          code: 'proposal_replaced',
          kontak,
          terbaru: link.newest,
        }
      : { error: t.linkExpired, code: 'proposal_expired', kontak };
  }

  async function view(link: Extract<ResolvedLink, { state: 'open' }>): Promise<PublicProposal> {
    const { row, request } = link;
    const tariff = await tariffVersion(app.db, row.tariff_id);
    return {
      kode: request.kode,
      versi: row.versi,
      perusahaan: request.perusahaan,
      nama: request.nama,
      jabatan: request.jabatan,
      alamat_lokasi: request.alamat_lokasi,
      layanan: request.layanan as PublicProposal['layanan'],
      pos: JSON.parse(row.pos) as PostInput[],
      estimasi: JSON.parse(row.estimasi) as Estimate,
      fee_persen: Number(row.fee_persen),
      ppn_persen: tariff?.tariff.ppn_persen ?? 0,
      berlaku_hari: row.berlaku_hari,
      berlaku_sampai: row.berlaku_sampai,
      dibuat: localDate(row.created_at, config.timeZone),
      pdf_url: pdfPath(link.token),
      jawaban: row.jawaban === 'diterima' || row.jawaban === 'ditolak' ? row.jawaban : null,
      dijawab_at: row.dijawab_at,
      penerima_nama: row.penerima_nama,
      penerima_jabatan: row.penerima_jabatan,
    };
  }

  /** Notes a visit: the first and the latest time the link was opened. */
  async function markSeen(link: ResolvedLink) {
    await repo.markSeen(link.row.id, app.clock().toISOString());
  }

  async function salesAddress() {
    return config.salesEmail ?? (await companyAddress(app.db, app.mailer.from));
  }

  /**
   * Records the acceptance once (409 already_answered for a second one, however close in time),
   * moves the request to `menang` and mails both sides the PDF the client was served.
   */
  async function accept(
    link: Extract<ResolvedLink, { state: 'open' }>,
    signer: { nama: string; jabatan: string },
    client: ClientFacts,
  ) {
    const { row, request } = link;
    if (row.jawaban) throw conflict(t.alreadyAnswered, 'already_answered');
    const pdf = await repo.sentPdf(row.id);
    if (!pdf || !row.pdf_sha256) throw new HttpError(500, t.linkNotFound);
    const now = app.clock().toISOString();
    const sales = await salesAddress();
    const attachment = {
      filename: `${request.kode}-V${row.versi}.pdf`,
      content: pdf.toString('base64'),
      encoding: 'base64' as const,
      contentType: 'application/pdf',
    };
    const text = mailText.acceptedText({
      perusahaan: request.perusahaan,
      nama: signer.nama,
      jabatan: signer.jabatan,
      at: formatDateTime(now, config.timeZone),
      total: formatRupiah(row.total),
      sha256: row.pdf_sha256,
    });
    const subject = mailText.acceptedSubject(request.kode, row.versi);
    await app.db.transaction().execute(async (trx) => {
      const claimed = await proposalsRepo(trx).answer(row.id, {
        jawaban: 'diterima',
        dijawab_at: now,
        penerima_nama: signer.nama,
        penerima_jabatan: signer.jabatan,
        penerima_ip: client.ip,
        penerima_user_agent: client.userAgent?.slice(0, 500) ?? null,
        // The stored bytes are the ones every download of this link was served.
        penerima_pdf_sha256: row.pdf_sha256,
        alasan_tolak: null,
      });
      if (!claimed) throw conflict(t.alreadyAnswered, 'already_answered');
      await moveQuoteRequestStage(trx, {
        id: request.id,
        tahap: 'menang',
        alasan: null,
        by: null,
        now,
      });
      await app.mailer.send({ to: request.email, subject, text, attachments: [attachment] }, trx);
      if (sales)
        await app.mailer.send({ to: sales, subject, text, attachments: [attachment] }, trx);
    });
    return { jawaban: 'diterima' as const, dijawab_at: now, pdf_sha256: row.pdf_sha256 };
  }

  /** Records the refusal once and moves the request to `kalah` with the client's reason. */
  async function decline(
    link: Extract<ResolvedLink, { state: 'open' }>,
    alasan: string,
    client: ClientFacts,
  ) {
    const { row, request } = link;
    if (row.jawaban) throw conflict(t.alreadyAnswered, 'already_answered');
    const now = app.clock().toISOString();
    const sales = await salesAddress();
    await app.db.transaction().execute(async (trx) => {
      const claimed = await proposalsRepo(trx).answer(row.id, {
        jawaban: 'ditolak',
        dijawab_at: now,
        penerima_nama: null,
        penerima_jabatan: null,
        penerima_ip: client.ip,
        penerima_user_agent: client.userAgent?.slice(0, 500) ?? null,
        penerima_pdf_sha256: null,
        alasan_tolak: alasan,
      });
      if (!claimed) throw conflict(t.alreadyAnswered, 'already_answered');
      await moveQuoteRequestStage(trx, { id: request.id, tahap: 'kalah', alasan, by: null, now });
      if (sales)
        await app.mailer.send(
          {
            to: sales,
            subject: mailText.declinedSubject(request.kode, row.versi),
            text: mailText.declinedText({
              perusahaan: request.perusahaan,
              alasan,
              url: `${config.siteUrl}/admin/prospek/${request.id}`,
            }),
          },
          trx,
        );
    });
    return { jawaban: 'ditolak' as const, dijawab_at: now, pdf_sha256: null };
  }

  async function sentPdf(link: ResolvedLink) {
    return repo.sentPdf(link.row.id);
  }

  return { resolve, goneBody, view, markSeen, accept, decline, sentPdf };
}
