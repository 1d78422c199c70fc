import { existsSync } from 'node:fs';
import path from 'node:path';

import { multipartParts, pdfBytes, pngBytes } from '../../test-support/sample-files.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * Files sent ahead of an application in API tests (docs/decisions/048-files-sent-as-chosen.md):
 * POST /api/pelamar/berkas with one file, and POST /api/pelamar naming staged ids in `berkas`.
 */

export interface StageFile {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** A PNG for an image part, a PDF for `resume` (and any name in `pdf`). */
export async function sampleFile(jenis: string, pdf = false): Promise<StageFile> {
  return jenis === 'resume' || pdf
    ? { data: pdfBytes(jenis), filename: `${jenis}.pdf`, contentType: 'application/pdf' }
    : { data: await pngBytes(), filename: `${jenis}.png`, contentType: 'image/png' };
}

/** POSTs `url` as multipart: text `fields` (undefined left out), then `files`; the raw answer. */
function postMultipart(
  app: TestApp,
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string | undefined>,
  files: { name: string; file: StageFile }[],
) {
  const form = multipartParts([
    ...Object.entries(fields)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => ({ name, value })),
    ...files.map(({ name, file }) => ({
      name,
      filename: file.filename ?? 'berkas.bin',
      contentType: file.contentType,
      data: file.data,
    })),
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** POST /api/pelamar/berkas with `parts` (name and file) as they are; the raw answer. */
export const sendStaging = (
  app: TestApp,
  headers: Record<string, string>,
  parts: { name: string; file: StageFile }[],
) => postMultipart(app, '/api/pelamar/berkas', headers, {}, parts);

/** Stages one file of `jenis` (a sample unless given); answers the raw response. */
export async function stage(
  app: TestApp,
  headers: Record<string, string>,
  jenis: string,
  file?: StageFile,
) {
  return sendStaging(app, headers, [{ name: jenis, file: file ?? (await sampleFile(jenis)) }]);
}

/** Stages one file of each kind in `kinds` and answers their ids in that order; throws on refusal. */
export async function stageAll(
  app: TestApp,
  headers: Record<string, string>,
  kinds: readonly string[],
  pdf: readonly string[] = [],
) {
  const ids: string[] = [];
  for (const jenis of kinds) {
    const response = await stage(app, headers, jenis, await sampleFile(jenis, pdf.includes(jenis)));
    if (response.statusCode !== 201) throw new Error(`staging refused: ${response.body}`);
    ids.push((response.json() as { id: string }).id);
  }
  return ids;
}

/** POST /api/pelamar with text `fields` and sent `files` (none unless given). */
export const sendApplication = (
  app: TestApp,
  headers: Record<string, string>,
  fields: Record<string, string | undefined>,
  files: { name: string; file: StageFile }[] = [],
) => postMultipart(app, '/api/pelamar', headers, fields, files);

/** The applicant's staged rows, oldest first. */
export const stagedRowsOf = (app: TestApp, userId: number) =>
  app.db
    .selectFrom('staged_uploads')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

/** Whether a private file (by key) is on disk under the app's data folder (local storage). */
export const isPrivateFileStored = (app: TestApp, key: string) =>
  existsSync(path.join(app.config.dataDir, 'uploads/private', key));
