import { z } from 'zod';

import { applicantDocumentStateSchema, DOCUMENT_LABELS } from '#common/schemas/guard-hiring';
import { applicantsText } from '#common/texts/applicants';
import { guardHiringText as t } from '#common/texts/guard-hiring';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { conflict, errorResponses, HttpError, notFound } from '../../lib/http-errors.ts';
import {
  findApplicantDocument,
  isDocumentKind,
  resendApplicantDocument,
  verificationOf,
} from '../../domain/applicant-documents.ts';
import { findApplicationOf, touchApplicant } from '../../domain/applicants/rows.ts';
import {
  APPLICATION_UPLOADS,
  incompletePdfProblem,
  storeApplicationFile,
} from '../../domain/application-uploads.ts';
import { refreshRequirementFlag } from '../../domain/applicant-requirements.ts';
import { applicantActor, writeAuditRecord } from '../../plugins/audit.ts';
import { removeFiles } from '../../ports/storage.ts';

/**
 * PUT /user/pelamar/dokumen/:jenis (docs/decisions/052-guard-document-loop.md): the applicant
 * sends a document staff rejected again, as multipart `file`. The file passes the checks its
 * part passes in POST /pelamar (type, size, a whole PDF; an image re-encoded) and is stored the
 * same way; the verification returns to `belum`, the old file goes, and the audit log keeps it.
 * Anything refused replaces nothing.
 */

/** Re-sends one applicant may make per 10 minutes: a few documents and their retries. */
const RESENDS_PER_APPLICANT = 20;

const paramsSchema = z.object({ jenis: z.string().max(40) });

export const documentResendRoutes: FeaturePlugin = async (app) => {
  app.put(
    '/user/pelamar/dokumen/:jenis',
    {
      preHandler: app.requireApplicant(),
      config: {
        rateLimit: app.rateLimits.perApplicant(RESENDS_PER_APPLICANT, '10 minutes', 'dokumen'),
        auditedByRoute: true,
      },
      schema: {
        params: paramsSchema,
        response: {
          200: applicantDocumentStateSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { jenis } = request.params;
      if (!isDocumentKind(jenis)) throw notFound(t.documentNotFound);
      const label = DOCUMENT_LABELS[jenis];
      const userId = request.applicant!.id;
      const application = await findApplicationOf(app.db, userId);
      if (!application) throw notFound(applicantsText.notFound);
      // A cheap early answer before the upload is read; the transaction below really holds it.
      const current = await findApplicantDocument(app.db, application.id, jenis);
      if (!current) throw notFound(t.documentNotFound);
      if (current.verifikasi !== 'ditolak') throw conflict(t.resendNotRejected(label), 'not_rejected'); // prettier-ignore

      const spec = { file: APPLICATION_UPLOADS[jenis] };
      const { files } = await app.readMultipart(request, spec).catch((error: unknown) => {
        // The usual 413 and 415, naming the document they are about.
        if (error instanceof HttpError && (error.statusCode === 413 || error.statusCode === 415))
          throw new HttpError(error.statusCode, `${label}: ${error.message}`, error.headers, error.code); // prettier-ignore
        throw error;
      });
      const file = files.file?.[0];
      if (!file) throw badRequestNoFile(label);
      const problem = await incompletePdfProblem(jenis, file);
      if (problem) throw new HttpError(400, problem);

      const key = await storeApplicationFile(app.storage, jenis, file);
      const at = app.clock().toISOString();
      let replaced: string | undefined;
      try {
        replaced = await app.db.transaction().execute(async (trx) => {
          const before = await resendApplicantDocument(trx, application.id, jenis, key, at);
          if (before === undefined) return undefined;
          await touchApplicant(trx, application.id, at);
          await refreshRequirementFlag(trx, application.id, at);
          await writeAuditRecord(trx, {
            actor: applicantActor(userId),
            action: 'PUT /user/pelamar/dokumen/:jenis',
            target: `${application.id}/${jenis}`,
            at,
          });
          return before;
        });
      } catch (error) {
        await removeFiles(app.storage, [key]);
        throw error;
      }
      if (replaced === undefined) {
        // Staff changed it meanwhile (or another re-send won): keep the file that is there.
        await removeFiles(app.storage, [key]);
        throw conflict(t.resendNotRejected(label), 'not_rejected');
      }
      if (replaced) await removeFiles(app.storage, [replaced]);
      request.log.info({ applicantId: application.id, jenis }, 'applicant document sent again');
      reply.header('cache-control', 'no-store');
      const saved = await findApplicantDocument(app.db, application.id, jenis);
      return {
        jenis,
        verifikasi: verificationOf(saved?.verifikasi ?? 'belum'),
        catatan: saved?.catatan ?? null,
      };
    },
  );
};

const badRequestNoFile = (label: string) => new HttpError(400, t.documentRequired(label));
