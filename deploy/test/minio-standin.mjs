// @ts-check
/**
 * `server DIR`, as MinIO takes it: an S3-compatible server on port 9000 keeping its objects in
 * DIR. s3rver answers the same S3 calls Sigap makes (s3.Containerfile); this adds the part of
 * MinIO's identity management the compose file uses (docs/decisions/056-dependency-faults.md):
 *
 * - MINIO_ROOT_USER / MINIO_ROOT_PASSWORD is the root key: every request, and the admin calls;
 * - users (an access key and its secret) made by `mc admin user add`, each allowed only the
 *   buckets of the policy attached to it (`mc admin policy create` / `attach`): a request with
 *   its key for another bucket, for the list of buckets or to create a bucket is refused with
 *   403 AccessDenied, as MinIO refuses it;
 * - users and policies kept in DIR/.standin-iam.json, so they outlive a restart as MinIO's do.
 *
 * The admin calls come from deploy/test/mc-standin.mjs (`mc`) as JSON to /minio/admin/standin
 * with the root key; they are not MinIO's signed admin API. Policies are read for their
 * resources (`arn:aws:s3:::BUCKET`, `arn:aws:s3:::BUCKET/*`) and `s3:CreateBucket` /
 * `s3:ListAllMyBuckets` only: a grant of a bucket allows every object call on it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');

const [command, directory = '/data'] = process.argv.slice(2);
if (command !== 'server') {
  console.error('usage: server DIR');
  process.exit(2);
}
const rootUser = process.env.MINIO_ROOT_USER;
const rootPassword = process.env.MINIO_ROOT_PASSWORD;
if (!rootUser || !rootPassword) {
  console.error('MINIO_ROOT_USER and MINIO_ROOT_PASSWORD must be set');
  process.exit(1);
}
mkdirSync(directory, { recursive: true });
// s3rver's own well-known key would let anyone in: only the keys set here are accepted.
DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
DUMMY_ACCOUNT.createKeyPair(rootUser, rootPassword);

/**
 * @typedef {{ users: Record<string, { secret: string, policy?: string }>,
 *   policies: Record<string, { Statement?: { Action?: string | string[], Resource?: string | string[] }[] }> }} Iam
 */
const iamFile = join(directory, '.standin-iam.json');
/** @type {Iam} */
let iam = { users: {}, policies: {} };
try {
  iam = JSON.parse(readFileSync(iamFile, 'utf8'));
} catch {
  // A fresh store: no users yet.
}
for (const [key, { secret }] of Object.entries(iam.users)) DUMMY_ACCOUNT.createKeyPair(key, secret);
const saveIam = () => writeFileSync(iamFile, JSON.stringify(iam), { mode: 0o600 });

/** @param {string | string[] | undefined} value */
const list = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** What a user's policy grants: bucket names and the account-wide actions. */
function grants(/** @type {string} */ key) {
  const policy = iam.policies[iam.users[key]?.policy ?? ''];
  const statements = policy?.Statement ?? [];
  const buckets = new Set(
    statements
      .flatMap((statement) => list(statement.Resource))
      .map((resource) => /^arn:aws:s3:::([^/*]+)/.exec(resource)?.[1])
      .filter(Boolean),
  );
  const actions = new Set(statements.flatMap((statement) => list(statement.Action)));
  return { buckets, actions };
}

/** The access key a request is signed with (header or presigned query). */
function accessKeyOf(/** @type {import('koa').Context} */ ctx) {
  const header = /Credential=([^/]+)\//.exec(ctx.get('authorization'))?.[1];
  const query = ctx.query['X-Amz-Credential'];
  return header ?? (typeof query === 'string' ? query.split('/')[0] : undefined);
}

function denied(/** @type {import('koa').Context} */ ctx) {
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied.</Message></Error>';
}

async function admin(/** @type {import('koa').Context} */ ctx) {
  if (ctx.get('x-standin-root') !== `${rootUser}:${rootPassword}`) return denied(ctx);
  const chunks = [];
  for await (const chunk of ctx.req) chunks.push(chunk);
  const call = JSON.parse(Buffer.concat(chunks).toString() || '{}');
  switch (call.action) {
    case 'make-bucket':
      await server.store.putBucket(call.bucket);
      break;
    case 'add-user':
      iam.users[call.key] = { ...iam.users[call.key], secret: call.secret };
      DUMMY_ACCOUNT.createKeyPair(call.key, call.secret);
      break;
    case 'user-info': {
      const user = iam.users[call.key];
      ctx.status = user ? 200 : 404;
      ctx.body = user
        ? `AccessKey: ${call.key}\nStatus: enabled\nPolicyName: ${user.policy ?? ''}`
        : 'no such user';
      return;
    }
    case 'create-policy':
      iam.policies[call.name] = call.policy;
      break;
    case 'attach-policy':
      if (!iam.users[call.user] || !iam.policies[call.name]) {
        ctx.status = 404;
        ctx.body = 'no such user or policy';
        return;
      }
      iam.users[call.user].policy = call.name;
      break;
    default:
      ctx.status = 400;
      ctx.body = 'unknown action';
      return;
  }
  saveIam();
  ctx.status = 200;
  ctx.body = 'ok';
}

// Path-style requests only (S3_FORCE_PATH_STYLE=1): s3rver would otherwise take a host name
// such as "s3" for a bucket name.
const server = new S3rver({
  address: '0.0.0.0',
  port: 9000,
  directory,
  silent: true,
  vhostBuckets: false,
});
// First of all middleware: who may do what, before s3rver checks the signature and answers.
server.middleware.unshift(async (/** @type {import('koa').Context} */ ctx, next) => {
  if (ctx.path === '/minio/admin/standin' && ctx.method === 'POST') return admin(ctx);
  const key = accessKeyOf(ctx);
  if (!key || key === rootUser || !iam.users[key]) return next();
  const { buckets, actions } = grants(key);
  const bucket = ctx.path.split('/')[1] ?? '';
  const isBucketRoot = !ctx.path.split('/')[2];
  if (!bucket) return actions.has('s3:ListAllMyBuckets') ? next() : denied(ctx);
  if (!buckets.has(bucket)) return denied(ctx);
  if (isBucketRoot && ctx.method === 'PUT' && !actions.has('s3:CreateBucket')) return denied(ctx);
  if (isBucketRoot && ctx.method === 'DELETE' && !actions.has('s3:DeleteBucket'))
    return denied(ctx);
  return next();
});
await server.run();
console.log(`s3rver stand-in for MinIO on :9000, data in ${directory}`);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close(() => process.exit(0)));
