import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A real S3-compatible server (s3rver from npm) on a random port with its own folder and a fresh
 * bucket, for tests of STORAGE=s3. `env` is what the app needs; `stop()` takes the server down
 * (an outage) without deleting its files; `close()` also removes them.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'sigap-s3-'));
  const bucket = `sigap-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  let running = true;

  const envFor = (name: string) => ({
    STORAGE: 's3',
    S3_BUCKET: name,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  });

  async function stop() {
    if (!running) return;
    running = false;
    const closing = server.close();
    // The SDK keeps connections alive; an outage must cut them too.
    server.httpServer?.closeAllConnections();
    await closing;
  }

  return {
    endpoint,
    bucket,
    env: envFor(bucket),
    envFor,
    /** A second, empty bucket on the same server (restore targets). */
    async createBucket() {
      const name = `sigap-${randomBytes(4).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    /** Every key in a bucket, sorted. */
    async keys(name = bucket) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: name }));
      return (page.Contents ?? []).map((object) => object.Key!).sort();
    },
    stop,
    async close() {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
