import { randomBytes } from 'node:crypto';

import sharp from 'sharp';

import type { TestApp } from './build-test-app.ts';

/** Builds a multipart/form-data body for `app.inject` (text fields and files). */
export function multipartForm(
  parts: Array<
    | { name: string; value: string }
    | { name: string; filename: string; data: Buffer; contentType?: string }
  >,
) {
  const boundary = `----sigap${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type FormPart = Parameters<typeof multipartForm>[0][number];

/** Sends `parts` to `url` as multipart/form-data through `app.inject`. */
export function injectForm(
  app: TestApp,
  request: { method: 'POST' | 'PUT'; url: string; headers?: Record<string, string> },
  parts: FormPart[],
) {
  const form = multipartForm(parts);
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
