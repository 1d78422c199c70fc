import type { Kysely } from 'kysely';

import { applicantInputSchema, isEligibleAge } from '#common/schemas/applicants';
import { evaluateRequirements, meetsAll, NO_REQUIREMENTS } from '#common/schemas/guard-hiring';
import { positionLabel } from '#common/schemas/recruiting';
import { applicantsText } from '#common/texts/applicants';
import { apiErrorText } from '#common/texts/common';
import { recruitingText } from '#common/texts/recruiting';

import type { DB } from '../db/schema.ts';
import { localDate, nowIso } from '../lib/dates.ts';
import { isUniqueViolation } from '../lib/http-errors.ts';
import { invalid, invalidFields, Refusal } from '../lib/refusal.ts';
import { removeFiles, type Storage } from '../ports/storage.ts';
import { applicationFacts } from './applicant-requirements.ts';
import { findApplicationOf } from './applicants/rows.ts';
import { applicationFiles, storeApplicationFiles } from './application-files.ts';
import type { SpooledFile } from './application-uploads.ts';
import { applicationsRepo } from './applications.repo.ts';
import { checkDocumentPdfs, checkGuardApplication, guardColumns } from './guard-application.ts';
import { readRecruitingSettings } from './recruiting-settings.ts';
import { StagedUploadsGone } from './staged-uploads.ts';
import { vacancyChoice } from './vacancy-choice.ts';

/** What POST /api/pelamar read from its multipart request, and who sent it. */
export interface ApplicationSubmission {
  /** From the token: the form's `user_id` and `email`, if any, are ignored (docs/api.md). */
  applicant: { id: number; email: string };
  /** The form's text fields, as sent. */
  fields: Record<string, string>;
  /** The file parts sent with the request, in the upload spool, their types sniffed. */
  uploads: Record<string, SpooledFile[] | undefined>;
  /** The moment of submission; its day in `timeZone` is the day ages and dates are judged on. */
  now: Date;
  timeZone: string;
}

const alreadyApplied = () =>
  new Refusal('conflict', applicantsText.onlyOneApplication, 'already_applied');

/**
 * The one application of an applicant (docs/product.md §5 and §7), every rule in order, nothing
 * stored until all hold: the vacancy or position (docs/decisions/031, 025), the form, the files
 * sent now or staged before (docs/decisions/048: the second of its two requests), the age on the
 * company's day, what the vacancy's `syarat` asks (docs/decisions/046), one application per
 * account; then the files are stored and the row, its documents, the consent and the claim of
 * the staged files are written in one transaction. A refusal is a Refusal (400, 409, 413 at the
 * route) and leaves no file behind: staged files stay staged for the next try.
 */
export async function submitApplication(
  db: Kysely<DB>,
  storage: Storage,
  { applicant, fields, uploads, now, timeZone }: ApplicationSubmission,
) {
  const repo = applicationsRepo(db);
  const today = localDate(now, timeZone);
  // An application to a vacancy takes the vacancy's position and answers its screening questions.
  const choice = await vacancyChoice(db, fields, today);

  const parsed = applicantInputSchema.safeParse(
    choice.vacancy ? { ...fields, posisi: choice.vacancy.posisi } : fields,
  );
  if (!parsed.success) throw invalidFields(parsed.error.issues, apiErrorText.invalidInput);
  // persetujuan is checked by the schema and stored as a consent row, not in the application.
  const { persetujuan: _consent, ...input } = parsed.data;

  // Staff may close a position; a closed one is refused even if a form offers it. An open
  // vacancy is an opening of its own: it is taken whatever the setting says.
  const { openPositions } = await readRecruitingSettings(db);
  if (!choice.vacancy && !openPositions.includes(input.posisi))
    throw invalid(recruitingText.positionClosedError(positionLabel(input.posisi)));

  // Files staged before (`berkas`) stand for the parts of their kind.
  const files = await applicationFiles(db, applicant.id, fields.berkas, uploads);
  const photo = files.foto?.[0];
  const resumes = files.resume ?? [];
  if (!photo || resumes.length === 0)
    throw invalid(applicantsText.documentsEmptyText, 'documents_missing');

  // docs/product.md §5: age 21..38 inclusive on the day of submission in the company's time zone.
  if (!isEligibleAge(input.tanggal_lahir, today))
    throw invalid(applicantsText.ageText, 'age_out_of_range');

  // A vacancy's application carries the NIK, the KTP and what its `syarat` asks, checked in full
  // before any file is stored. A position alone asks none of it.
  const guard = choice.vacancy
    ? checkGuardApplication(choice.vacancy.syarat, fields, files, input, today)
    : undefined;
  if (guard) await checkDocumentPdfs(guard.documents);

  // Cheap early answer; the UNIQUE user_id below is what really guarantees one application.
  if (await findApplicationOf(db, applicant.id)) throw alreadyApplied();

  const stored = await storeApplicationFiles(storage, photo, resumes, guard?.documents ?? []);
  const createdAt = nowIso(() => now);
  const createdDay = localDate(createdAt, timeZone);
  // Short of a requirement (height, education, Gada, an old SKCK): stored and flagged.
  const meets = meetsAll(
    evaluateRequirements(
      choice.vacancy?.syarat ?? NO_REQUIREMENTS,
      applicationFacts(
        { ...input, ...guardColumns(guard?.values), jawaban: null },
        stored.dokumen.map((doc) => ({ ...doc, verifikasi: 'belum', catatan: null })),
        null,
      ),
      createdDay,
    ),
  );
  try {
    return await repo.createWithConsent({
      ...input,
      ...guardColumns(guard?.values),
      lowongan_id: choice.vacancy?.id ?? null,
      jawaban: choice.answers,
      memenuhi_syarat: choice.meets && meets,
      dokumen: stored.dokumen,
      user_id: applicant.id,
      email: applicant.email,
      foto: stored.foto,
      resume: stored.resume,
      created_at: createdAt,
      created_day: createdDay,
      staged: stored.claimed,
    });
  } catch (error) {
    // Only this request's files: staged ones stay staged for the next try.
    await removeFiles(storage, stored.uploaded);
    if (error instanceof StagedUploadsGone)
      throw invalid(applicantsText.stagedFilesGone, 'staged_files_gone');
    if (isUniqueViolation(error)) throw alreadyApplied();
    throw error;
  }
}
