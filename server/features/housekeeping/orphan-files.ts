import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

import type { Kysely } from 'kysely';

import type { DB } from '../../db/schema.ts';
import { applicantFileColumns } from '../../domain/applicants/rows.ts';

/**
 * Private applicant files that no row names (an application's photo, CVs and documents, a staged
 * file). An application stores its files first and inserts its row after (so no row ever lacks a
 * file), and so does staging one; a crash between the two leaves files without a row. With local
 * storage the folder belongs to this one process (several instances need S3), so at start,
 * before it accepts requests, no upload is in flight and every unnamed file is such a leftover.
 * Found by server/cluster/crash.test.ts.
 */
export async function sweepOrphanApplicantFiles(db: Kysely<DB>, privateDir: string) {
  const rows = await applicantFileColumns(db);
  const named = new Set<string>();
  for (const row of rows) {
    named.add(row.foto);
    for (const key of JSON.parse(row.resume || '[]') as string[]) named.add(key);
  }
  // The identity and credential documents (docs/decisions/046) are rows of their own.
  const documents = await db.selectFrom('applicant_documents').select('file_key').execute();
  for (const { file_key } of documents) named.add(file_key);
  // Files sent ahead of their application are named by their staged row (docs/decisions/048).
  const staged = await db.selectFrom('staged_uploads').select('file_key').execute();
  for (const { file_key } of staged) named.add(file_key);
  let removed = 0;
  for (const folder of ['photos', 'documents']) {
    let names: string[];
    try {
      names = await readdir(path.join(privateDir, folder));
    } catch {
      continue; // nothing stored yet
    }
    for (const name of names) {
      if (named.has(`${folder}/${name}`)) continue;
      await rm(path.join(privateDir, folder, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
