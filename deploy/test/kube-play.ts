/**
 * The rendered Kubernetes Deployment (deploy/kubernetes/rendered/base.yaml) run by
 * `podman kube play` against the fault test's PostgreSQL, Redis and S3 store
 * (deploy/test-faults.sh; docs/decisions/057-kubernetes.md): it becomes ready, serves a page
 * through its Service port's target, and drains on a stop.
 *
 *   npx tsx deploy/test/kube-play.ts NETWORK IMAGE   (settings from the environment:
 *     POSTGRES_PASSWORD, REDIS_PASSWORD, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, JWT_SECRET,
 *     ALTCHA_HMAC_KEY, METRICS_TOKEN)
 *
 * What is changed for podman, and why: the image (the test's), one replica; the Secret becomes a
 * ConfigMap of the same name and `secretRef` a `configMapRef`, since `podman kube play` 4.3
 * takes ConfigMaps from files but Secrets only from its own secret store; the Secret's
 * addresses point at the compose services. Everything else (probes, security context,
 * read-only root, emptyDir volumes, grace period) is the rendered file's.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { promisify } from 'node:util';

import { parseAllDocuments, stringify } from 'yaml';

const run = promisify(execFile);
const [network, image] = process.argv.slice(2);
if (!network || !image) throw new Error('usage: NETWORK IMAGE');
const podman = (...args: string[]) => run('podman', args, { maxBuffer: 16 * 1024 * 1024 });
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const root = path.resolve(import.meta.dirname, '../..');
const work = path.join(root, '.tmp/kube-play');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

type Manifest = { kind: string; metadata: { name: string }; [key: string]: any };
const manifests = parseAllDocuments(
  readFileSync(path.join(root, 'deploy/kubernetes/rendered/base.yaml'), 'utf8'),
).map((doc) => doc.toJS() as Manifest);
const find = (kind: string) => {
  const found = manifests.find((manifest) => manifest.kind === kind);
  if (!found) throw new Error(`no ${kind} in rendered/base.yaml`);
  return found;
};

const deployment = find('Deployment');
deployment.spec.replicas = 1;
const [container] = deployment.spec.template.spec.containers;
container.image = image;
for (const source of container.envFrom) {
  if (source.secretRef) {
    source.configMapRef = source.secretRef;
    delete source.secretRef;
  }
}
const secret = find('Secret');
const secrets: Manifest = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: secret.metadata,
  data: {
    ...secret.stringData,
    DATABASE_URL: `postgres://sigap:${env('POSTGRES_PASSWORD')}@db:5432/sigap`,
    REDIS_URL: `redis://:${env('REDIS_PASSWORD')}@redis:6379`,
    S3_ENDPOINT: 'http://s3:9000',
    S3_ACCESS_KEY_ID: env('S3_ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: env('S3_SECRET_ACCESS_KEY'),
    JWT_SECRET: env('JWT_SECRET'),
    ALTCHA_HMAC_KEY: env('ALTCHA_HMAC_KEY'),
    METRICS_TOKEN: env('METRICS_TOKEN'),
  },
};
for (const [name, manifest] of [
  ['deployment.yaml', deployment],
  ['config.yaml', find('ConfigMap')],
  ['secrets.yaml', secrets],
] as const)
  writeFileSync(path.join(work, name), stringify(manifest), { mode: 0o600 });

const checks: string[] = [];
const ok = (line: string) => {
  checks.push(line);
  console.log(`  ok  ${line}`);
};
const kubeFile = path.join(work, 'deployment.yaml');
try {
  const began = Date.now();
  await podman(
    'kube',
    'play',
    '--network',
    network,
    '--configmap',
    path.join(work, 'config.yaml'),
    '--configmap',
    path.join(work, 'secrets.yaml'),
    kubeFile,
  );
  const { stdout: names } = await podman('ps', '--format', '{{.Names}}');
  const name = names
    .split('\n')
    .find(
      (line) =>
        line.startsWith(`${deployment.metadata.name}-pod`) && line.endsWith(`-${container.name}`),
    );
  if (!name) throw new Error(`no container of the Deployment is running:\n${names}`);
  const { stdout: ip } = await podman(
    'inspect',
    name,
    '--format',
    `{{(index .NetworkSettings.Networks "${network}").IPAddress}}`,
  );
  const origin = `http://${ip.trim()}:${container.ports[0].containerPort}`;

  const status = (url: string) =>
    fetch(`${origin}${url}`, { signal: AbortSignal.timeout(5000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
  const deadline = Date.now() + 180_000;
  while ((await status('/api/ready')) !== 200) {
    if (Date.now() > deadline) throw new Error('the pod is not ready after 180 s');
    await pause(1000);
  }
  ok(
    `the pod ${name} is ready (/api/ready 200) ${((Date.now() - began) / 1000).toFixed(0)} s after kube play`,
  );

  const { stdout: settings } = await podman(
    'inspect',
    name,
    '--format',
    '{{.Config.User}} {{.HostConfig.ReadonlyRootfs}} {{len .HostConfig.CapDrop}}',
  );
  const [user, readOnly] = settings.trim().split(' ');
  if (!user?.startsWith('10001') || readOnly !== 'true')
    throw new Error(`runs as ${user}, read-only root ${readOnly}: not as rendered`);
  ok(`it runs as uid 10001 on a read-only root file system, as rendered`);

  for (const page of ['/', '/tentang-kami']) {
    const code = await status(page);
    if (code !== 200) throw new Error(`${page} answered ${code}`);
  }
  ok("it serves the home page and /tentang-kami (200) from the compose stack's database");

  const stopBegan = Date.now();
  const grace = deployment.spec.template.spec.terminationGracePeriodSeconds as number;
  // The container alone, as the kubelet stops it: the pod's network (its infra container)
  // stays until it has ended. `podman pod stop` ends both at once, and a drain that cannot
  // reach PostgreSQL or Redis then waits out the 45 s bound and exits 1.
  await podman('stop', '--time', String(grace), name);
  const stoppedIn = Date.now() - stopBegan;
  const { stdout: exit } = await podman('inspect', name, '--format', '{{.State.ExitCode}}');
  const { stdout: logs, stderr } = await podman('logs', name);
  if (exit.trim() !== '0')
    throw new Error(
      `it exited with ${exit.trim()} on a stop; its log ends:\n${`${logs}${stderr}`.split('\n').slice(-25).join('\n')}`,
    );
  if (!`${logs}${stderr}`.includes('shutting down')) throw new Error('it did not log its drain');
  ok(`a stop drained it: "shutting down" logged, exit 0 after ${stoppedIn} ms (grace ${grace} s)`);
} finally {
  await podman('kube', 'down', kubeFile).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
