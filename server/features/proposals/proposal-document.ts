import type { Kysely } from 'kysely';

import type { Estimate, PostInput } from '#common/pricing';
import { siteSettingsSchema } from '#common/schemas/site-settings';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '#common/site-settings';
import { localDate } from '#common/dates';

import type { DB } from '../../db/schema.ts';
import type { ProposalRow } from '../../domain/proposal-versions.ts';
import { readSetting, SETTING_KEYS } from '../../domain/site-settings-store.ts';
import { tariffVersion } from '../../domain/tariff-store.ts';
import type { ProposalPdfInput } from './proposal-pdf.ts';
import type { ProposalRequest } from './proposals.repo.ts';

/** The company's letterhead data: the site settings, filled up with defaults. */
export async function companySettings(db: Kysely<DB>): Promise<SiteSettings> {
  const stored = await readSetting(db, SETTING_KEYS.company);
  const parsed = siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, ...stored });
  return parsed.success ? { ...DEFAULT_SITE_SETTINGS, ...parsed.data } : DEFAULT_SITE_SETTINGS;
}

/** Everything the PDF of version `row` of `request` shows. */
export async function proposalPdfInput(
  db: Kysely<DB>,
  request: ProposalRequest,
  row: ProposalRow,
  timeZone: string,
): Promise<ProposalPdfInput> {
  const [company, tariff] = await Promise.all([
    companySettings(db),
    tariffVersion(db, row.tariff_id),
  ]);
  return {
    company,
    kode: request.kode,
    versi: row.versi,
    perusahaan: request.perusahaan,
    nama: request.nama,
    jabatan: request.jabatan,
    alamat_lokasi: request.alamat_lokasi,
    pos: JSON.parse(row.pos) as PostInput[],
    estimasi: JSON.parse(row.estimasi) as Estimate,
    fee_persen: Number(row.fee_persen),
    ppn_persen: tariff?.tariff.ppn_persen ?? 0,
    dibuat: localDate(row.created_at, timeZone),
    berlaku_sampai: row.berlaku_sampai,
    berlaku_hari: row.berlaku_hari,
  };
}
