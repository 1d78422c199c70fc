import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';

import type { S3Config } from '../../config.ts';
import type { ObjectStore } from '../../ports/object-store.ts';

/** Multipart part size: memory per upload stays near PART_BYTES * QUEUE_SIZE, whatever the file. */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** An S3-compatible bucket (AWS S3, MinIO, R2, …) through the AWS SDK v3. */
export function s3ObjectStore(config: S3Config): ObjectStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: MinIO, R2 and older S3 clones refuse the newer
    // trailing-checksum uploads that the SDK sends by default since 3.729.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails fast (503) instead of holding the request open
    // (docs/decisions/056): a store that vanished leaves pooled connections that never answer,
    // so each attempt gives up after 3 s without a byte either way (an upload keeps its socket
    // busy, a slow reader's download too) and 2 s to connect; 30 s bounds any one call. Two
    // attempts and the take-back of a failed write stay under the 10 s the fault test allows.
    requestHandler: {
      connectionTimeout: 2_000,
      socketTimeout: 3_000,
      requestTimeout: 30_000,
      throwOnRequestTimeout: true,
    },
    maxAttempts: 2,
  });
  const Bucket = config.bucket;

  return {
    description: `s3://${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async put(key, body, options) {
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: body,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
        },
        partSize: PART_BYTES,
        queueSize: QUEUE_SIZE,
        // A failed multipart upload is aborted, so no part of it stays in the bucket.
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          etag: object.ETag,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        const failed = result.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
        if (failed.length) throw new Error(`could not delete ${failed.length} object(s)`);
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new Error(describeS3Failure(error, config), { cause: error });
      }
    },
    async close() {
      client.destroy();
    },
  };
}

function isNotFound(error: unknown) {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** Says which setting is the likely culprit, never a secret. */
export function describeS3Failure(error: unknown, config: S3Config) {
  const where = `bucket "${config.bucket}" at ${config.endpoint ? `S3_ENDPOINT=${config.endpoint}` : `AWS region ${config.region}`}`;
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404) return `S3_BUCKET: ${where} does not exist`;
  if (status === 403 || status === 401)
    return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: access to ${where} was refused`;
  if (status) return `S3: ${where} answered HTTP ${status}`;
  const reason = (error as { code?: string; message?: string })?.code ?? (error as Error)?.message;
  return `S3_ENDPOINT: ${where} cannot be reached (${reason})`;
}
