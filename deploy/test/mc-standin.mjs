// @ts-check
/**
 * `mc`, the MinIO client, for the stand-in store (minio-standin.mjs; s3.Containerfile installs
 * it as /usr/local/bin/mc): the commands deploy/compose.yaml runs, with MinIO's syntax.
 *
 *   mc ready ALIAS                       exit 0 once the store answers (the health check)
 *   mc alias set ALIAS URL KEY SECRET    once URL answers; kept in $MC_CONFIG_DIR or /tmp
 *   mc mb [--ignore-existing] ALIAS/BUCKET
 *   mc admin user add ALIAS KEY SECRET
 *   mc admin user info ALIAS KEY         prints PolicyName: as mc does
 *   mc admin policy create ALIAS NAME FILE
 *   mc admin policy attach ALIAS NAME --user KEY
 *
 * ALIAS `local` is the store in this container. Admin calls are made with the alias's key,
 * which the store accepts only when it is the root key.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const configDir = process.env.MC_CONFIG_DIR ?? '/tmp/.mc-standin';
const aliasFile = join(configDir, 'aliases.json');
/** @type {Record<string, { url: string, key: string, secret: string }>} */
const aliases = existsSync(aliasFile) ? JSON.parse(readFileSync(aliasFile, 'utf8')) : {};
const fail = (/** @type {string} */ message) => {
  console.error(`mc: ${message}`);
  process.exit(1);
};
const alias = (/** @type {string | undefined} */ name) => {
  if (name === 'local' && !aliases.local)
    return {
      url: 'http://127.0.0.1:9000',
      key: process.env.MINIO_ROOT_USER ?? '',
      secret: process.env.MINIO_ROOT_PASSWORD ?? '',
    };
  return aliases[name ?? ''] ?? fail(`no alias ${name}`);
};

async function adminCall(/** @type {string | undefined} */ name, /** @type {object} */ call) {
  const { url, key, secret } = alias(name);
  const response = await fetch(`${url}/minio/admin/standin`, {
    method: 'POST',
    headers: { 'x-standin-root': `${key}:${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(call),
  });
  const text = await response.text();
  if (!response.ok) fail(`${response.status} ${text}`);
  return text;
}

const [first, second, third] = args;
if (first === 'ready') {
  const ok = await fetch(`${alias(second).url}/`).then(
    () => true,
    () => false,
  );
  process.exit(ok ? 0 : 1);
} else if (first === 'alias' && second === 'set') {
  const [, , name, url, key, secret] = args;
  if (!name || !url || !key || !secret) fail('alias set ALIAS URL KEY SECRET');
  // As mc does, the alias is saved only once the store answers.
  const reachable = await fetch(url).then(
    () => true,
    () => false,
  );
  if (!reachable) fail(`${url} does not answer`);
  aliases[name] = { url: url.replace(/\/$/, ''), key, secret };
  mkdirSync(configDir, { recursive: true, mode: 0o700 });
  writeFileSync(aliasFile, JSON.stringify(aliases), { mode: 0o600 });
  console.log(`Added \`${name}\` successfully.`);
} else if (first === 'mb') {
  const target = args.filter((arg) => !arg.startsWith('--')).at(1) ?? '';
  const [name, bucket] = target.split('/');
  if (!bucket) fail('mb ALIAS/BUCKET');
  await adminCall(name, { action: 'make-bucket', bucket });
  console.log(`Bucket created successfully \`${target}\`.`);
} else if (first === 'admin' && second === 'user' && third === 'add') {
  const [, , , name, key, secret] = args;
  await adminCall(name, { action: 'add-user', key, secret });
  console.log(`Added user \`${key}\` successfully.`);
} else if (first === 'admin' && second === 'user' && third === 'info') {
  const [, , , name, key] = args;
  console.log(await adminCall(name, { action: 'user-info', key }));
} else if (first === 'admin' && second === 'policy' && third === 'create') {
  const [, , , name, policyName, file] = args;
  if (!policyName || !file) fail('admin policy create ALIAS NAME FILE');
  const policy = JSON.parse(readFileSync(file, 'utf8'));
  await adminCall(name, { action: 'create-policy', name: policyName, policy });
  console.log(`Created policy \`${policyName}\` successfully.`);
} else if (first === 'admin' && second === 'policy' && third === 'attach') {
  const [, , , name, policyName, flag, user] = args;
  if (flag !== '--user' || !user) fail('admin policy attach ALIAS NAME --user KEY');
  await adminCall(name, { action: 'attach-policy', name: policyName, user });
  console.log(`Attached Policies: [${policyName}]\nTo User: ${user}`);
} else {
  fail(`the stand-in does not know \`${args.join(' ')}\``);
}
