// @ts-check
/**
 * `server DIR`, as MinIO takes it: an S3-compatible server on port 9000 keeping its objects in
 * DIR, accepting MINIO_ROOT_USER / MINIO_ROOT_PASSWORD as its access key. s3rver answers the
 * same S3 calls Sigap makes (s3.Containerfile).
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');

const [command, directory = '/data'] = process.argv.slice(2);
if (command !== 'server') {
  console.error('usage: server DIR');
  process.exit(2);
}
const user = process.env.MINIO_ROOT_USER;
const password = process.env.MINIO_ROOT_PASSWORD;
if (!user || !password) {
  console.error('MINIO_ROOT_USER and MINIO_ROOT_PASSWORD must be set');
  process.exit(1);
}
DUMMY_ACCOUNT.createKeyPair(user, password);
mkdirSync(directory, { recursive: true });
// Path-style requests only (S3_FORCE_PATH_STYLE=1): s3rver would otherwise take a host name
// such as "s3" for a bucket name.
const server = new S3rver({
  address: '0.0.0.0',
  port: 9000,
  directory,
  silent: true,
  vhostBuckets: false,
});
await server.run();
console.log(`s3rver stand-in for MinIO on :9000, data in ${directory}`);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close(() => process.exit(0)));
