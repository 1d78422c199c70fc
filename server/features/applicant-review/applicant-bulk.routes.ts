import { APPLICANT_EDIT_ROLES } from '#common/roles';
import { isValidSchedule } from '#common/schemas/applicants';
import {
  bulkInputSchema,
  bulkResultSchema,
  type BulkResult,
  MAX_BULK_IDS,
} from '#common/schemas/recruiting';
import { applicantsText } from '#common/texts/applicants';
import { recruitingText as t } from '#common/texts/recruiting';

import type { ApplicantRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { badRequest, errorResponses, HttpError } from '../../lib/http-errors.ts';
import { applicationFileKeys } from '../../domain/applicant-rows.ts';
import { findApplicantRows } from '../../domain/applicants/rows.ts';
import { acceptanceProblems } from '../../domain/applicant-requirements.ts';
import { sendInterviewInvitation } from '../../domain/interview-invitation.ts';
import { readRecruitingSettings } from '../../domain/recruiting-settings.ts';
import { writeAuditRecord } from '../../plugins/audit.ts';
import { removeFiles } from '../../ports/storage.ts';
import { notifyStatusChanged } from './applicant-notifications.ts';
import { applicantReviewRepo } from './applicant-review.repo.ts';

/**
 * POST /api/pelamar/bulk (docs/decisions/026-bulk-applicant-actions.md): one status,
 * one interview time or delete for several applicants (chosen ids, or every applicant matching
 * the list's filters), in one transaction. Rows that break the product's rule (a status needs a
 * valid interview schedule) are reported by name and left unchanged; unknown or duplicate ids
 * and more than MAX_BULK_IDS refuse the whole request.
 */
/** The action as the audit log names it: `delete`, `jadwal 2026-12-01T09:00`, `status Diterima`. */
function bulkActionName(input: { action: string; status?: string; jadwal_interview?: string }) {
  if (input.action === 'jadwal') return `jadwal ${input.jadwal_interview}`;
  if (input.action === 'status') return `status ${input.status}`;
  return input.action;
}

export const applicantReviewBulkRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = applicantReviewRepo(app.db, app.dbDialect);

  app.post(
    '/pelamar/bulk',
    {
      preHandler: app.requireStaff(APPLICANT_EDIT_ROLES),
      config: { auditedByRoute: true },
      schema: {
        body: bulkInputSchema,
        response: { 200: bulkResultSchema, ...errorResponses(400, 404) },
      },
    },
    async (request): Promise<BulkResult> => {
      const input = request.body;
      let ids = input.ids;
      if (!ids) {
        const matching = await repo.matchingIds(input.filters ?? {}, MAX_BULK_IDS + 1);
        if (matching.length > MAX_BULK_IDS) throw badRequest(t.bulkTooMany(MAX_BULK_IDS));
        if (matching.length === 0) throw badRequest(t.bulkNoIds);
        ids = matching.map((row) => row.id);
      }
      const wanted = ids;
      const author = { by: request.staff!.nama, at: nowIso() };

      const outcome = await repo.inTransaction(async (trx) => {
        const rows = await findApplicantRows(trx, wanted);
        if (rows.length !== wanted.length) {
          const found = new Set(rows.map((row) => row.id));
          const unknown = wanted.filter((id) => !found.has(id));
          throw new HttpError(404, t.bulkUnknownIds(unknown.slice(0, 20).join(', ')));
        }
        const changed: ApplicantRow[] = [];
        const skipped: BulkResult['skipped'] = [];
        const documentKeys: string[] = [];
        for (const row of rows) {
          if (input.action === 'delete') {
            const removed = await repo.remove(row.id, trx);
            if (removed) {
              changed.push(removed);
              documentKeys.push(...removed.documentKeys);
            }
          } else if (input.action === 'jadwal') {
            const updated = await repo.setSchedule(row.id, input.jadwal_interview!, author, trx);
            if (updated && row.jadwal_interview !== updated.jadwal_interview) changed.push(updated);
          } else if (!isValidSchedule(row.jadwal_interview)) {
            // docs/product.md §5: a status save needs a valid interview schedule first.
            skipped.push({ id: row.id, nama: row.nama, reason: applicantsText.scheduleRequired });
          } else {
            // Accepting against a warning is confirmed one by one, on the detail (docs/decisions/052).
            const problems =
              input.status === 'Diterima' && row.status !== 'Diterima'
                ? await acceptanceProblems(trx, row)
                : [];
            if (problems.length > 0) {
              const reason = applicantsText.bulkRequirementsUnmet(problems);
              skipped.push({ id: row.id, nama: row.nama, reason });
              continue;
            }
            const updated = await repo.setStatus(row.id, input.status!, author, trx);
            if (updated && row.status !== updated.status) changed.push(updated);
          }
        }
        // The record names the action and every id it changed, in the same transaction.
        await writeAuditRecord(trx, {
          actor: request.staff!,
          action: `POST /pelamar/bulk ${bulkActionName(input)}`,
          target: changed.map((row) => row.id).join(','),
          at: author.at,
        });
        return { changed, skipped, documentKeys, touched: rows.length - skipped.length };
      });

      // After the commit: mail and files never hold the transaction open.
      if (input.action === 'delete') {
        for (const row of outcome.changed) await removeFiles(app.storage, applicationFileKeys(row));
        await removeFiles(app.storage, outcome.documentKeys);
      } else if (input.action === 'jadwal') {
        const settings = await readRecruitingSettings(app.db);
        for (const row of outcome.changed)
          await sendInterviewInvitation(app.mailer, request.log, row, input.jadwal_interview!, {
            settings,
            timeZone: config.timeZone,
            siteUrl: config.siteUrl,
          });
      } else {
        for (const row of outcome.changed)
          await notifyStatusChanged(app.mailer, request.log, row, row.status);
      }
      request.log.info(
        {
          action: input.action,
          count: outcome.touched,
          skipped: outcome.skipped.length,
          staffId: request.staff?.id,
        },
        'applicants bulk action',
      );
      return { action: input.action, updated: outcome.touched, skipped: outcome.skipped };
    },
  );
};
