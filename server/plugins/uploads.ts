import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { MAX_DOCUMENT_BYTES } from '#common/rules';
import { apiErrorText, commonText } from '#common/texts/common';

import {
  ALLOWED_LABELS,
  type FileKind,
  SNIFF_BYTES,
  type SniffedType,
  sniffFileType,
} from '../lib/file-types.ts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../lib/http-errors.ts';

/**
 * Reads a multipart request: each file is streamed to a temporary file (memory stays flat however
 * large the upload), refused with 413 past its size limit and with 415 when its bytes are not of
 * the expected kind. Temporary files are deleted when the response is sent.
 */

export interface UploadFieldSpec {
  kind: FileKind;
  maxBytes: number;
  maxFiles: number;
}

export interface UploadedFile extends SniffedType {
  field: string;
  path: string;
  size: number;
}

export interface MultipartResult {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readMultipart(
      request: FastifyRequest,
      spec: Record<string, UploadFieldSpec>,
    ): Promise<MultipartResult>;
  }
  interface FastifyRequest {
    uploadTempFiles?: string[];
  }
}

const MAX_TEXT_FIELD_BYTES = 200 * 1024;

export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_DOCUMENT_BYTES + 1,
      files: 12,
      fields: 30,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      parts: 50,
    },
  });

  app.decorateRequest('uploadTempFiles', undefined);
  app.addHook('onResponse', async (request) => {
    if (request.uploadTempFiles?.length)
      await Promise.all(request.uploadTempFiles.map((file) => rm(file, { force: true })));
  });

  app.decorate(
    'readMultipart',
    async (request: FastifyRequest, spec: Record<string, UploadFieldSpec>) => {
      if (!request.isMultipart()) throw unsupportedMediaType(apiErrorText.unsupportedMediaType);
      const result: MultipartResult = { fields: {}, files: {} };
      request.uploadTempFiles ??= [];
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') result.fields[part.fieldname] = part.value;
          continue;
        }
        const fieldSpec = spec[part.fieldname];
        if (!fieldSpec) {
          part.file.resume();
          throw badRequest(`Kolom file "${part.fieldname}" tidak dikenal`);
        }
        const list = (result.files[part.fieldname] ??= []);
        if (list.length >= fieldSpec.maxFiles) {
          part.file.resume();
          throw payloadTooLarge(
            `${apiErrorText.tooManyFiles} (${part.fieldname}: maksimal ${fieldSpec.maxFiles})`,
          );
        }
        const tempPath = path.join(app.storage.tmpDir, randomBytes(16).toString('hex'));
        request.uploadTempFiles.push(tempPath);
        let size = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            if (size > fieldSpec.maxBytes)
              callback(
                payloadTooLarge(
                  commonText.fileTooLarge(Math.round(fieldSpec.maxBytes / 1024 / 1024)),
                ),
              );
            else callback(null, chunk);
          },
        });
        await pipeline(part.file, counter, createWriteStream(tempPath));
        if (part.file.truncated)
          throw payloadTooLarge(
            commonText.fileTooLarge(Math.round(fieldSpec.maxBytes / 1024 / 1024)),
          );
        if (size === 0) {
          // A file input left empty sends a nameless empty part: no file. A named one is broken.
          if (!part.filename) continue;
          throw badRequest(apiErrorText.fileEmpty);
        }
        const type = await sniffHead(tempPath, fieldSpec.kind);
        if (!type)
          throw unsupportedMediaType(commonText.fileWrongType(ALLOWED_LABELS[fieldSpec.kind]));
        list.push({ field: part.fieldname, path: tempPath, size, ...type });
      }
      return result;
    },
  );
});

async function sniffHead(file: string, kind: FileKind) {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    // A .doc's directory can sit anywhere in the file: let the check read where it needs.
    const readAt = async (offset: number, length: number) => {
      const bytes = Buffer.alloc(length);
      const read = await handle.read(bytes, 0, length, offset);
      return bytes.subarray(0, read.bytesRead);
    };
    return await sniffFileType(buffer.subarray(0, bytesRead), kind, readAt);
  } finally {
    await handle.close();
  }
}
