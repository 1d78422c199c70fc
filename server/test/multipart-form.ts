import sharp from 'sharp';

import { type MultipartPart, multipartParts } from '../../test-support/sample-files.ts';
import type { TestApp } from './build-test-app.ts';

export type FormPart = MultipartPart;

/** Sends `parts` to `url` as multipart/form-data through `app.inject`. */
export function injectForm(
  app: TestApp,
  request: { method: 'POST' | 'PUT'; url: string; headers?: Record<string, string> },
  parts: FormPart[],
) {
  const form = multipartParts(parts);
  return app.inject({
    ...request,
    headers: { ...request.headers, ...form.headers },
    payload: form.payload,
  });
}

/** A JPEG file part named `name`; the file name is `defaultFilename` unless the file has one. */
export const jpegPart = (
  name: string,
  file: { data: Buffer; filename?: string },
  defaultFilename = 'foto.jpg',
) => ({
  name,
  filename: file.filename ?? defaultFilename,
  data: file.data,
  contentType: 'image/jpeg',
});

/** A small real JPEG. */
export function jpegBytes(width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** Bytes that are not an image, whatever the file name says. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
export const TEXT_BYTES = Buffer.from('hanya teks biasa, bukan gambar\n'.repeat(20));
