import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Updateable } from 'kysely';

import type { ApplicantsTable } from '../db/schema.ts';
import type { CredentialColumn } from '../domain/applicant-rows.ts';
import { nowIso } from '../lib/dates.ts';
import type { TestApp } from './build-test-app.ts';
import { type ApplicantSeed, createApplicantRow } from './applicant-rows.ts';

/** Guard-hiring test rows: credential columns and stored documents (docs/decisions/047-credential-register.md). */

export type CredentialFields = Partial<Pick<Updateable<ApplicantsTable>, CredentialColumn>>;

/** An application (`seed`) carrying the credential `fields`, and `decided_at` when given. */
export async function createCredentialRow(
  app: TestApp,
  seed: ApplicantSeed,
  fields: CredentialFields,
  decidedAt?: string,
) {
  const row = await createApplicantRow(app, seed);
  return app.db
    .updateTable('applicants')
    .set({
      ...fields,
      ...(decidedAt ? { decided_at: decidedAt, updated_at: decidedAt } : {}),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Stores a small PDF for each of `kinds` and its applicant_documents row; answers the keys by kind. */
export async function addDocuments(app: TestApp, applicantId: number, kinds: readonly string[]) {
  const keys: Record<string, string> = {};
  for (const jenis of kinds) {
    const file = path.join(app.storage.tmpDir, `doc-${randomBytes(4).toString('hex')}.pdf`);
    await writeFile(file, `%PDF-1.4\n% ${jenis}\n%%EOF\n`);
    keys[jenis] = await app.storage.saveDocument(file, 'pdf');
    await app.db
      .insertInto('applicant_documents')
      .values({ pelamar_id: applicantId, jenis, file_key: keys[jenis], created_at: nowIso() })
      .execute();
  }
  return keys;
}
