import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

/**
 * The Kubernetes manifests (deploy/kubernetes, docs/decisions/057-kubernetes.md): the rendered
 * files that are checked in hold what the decision promises, and match a fresh render where
 * `kubectl kustomize` or `kustomize` is installed (it is not a Debian package; elsewhere the
 * comparison is skipped and the checks run on the checked-in files).
 */

const DIR = path.resolve(import.meta.dirname, '../deploy/kubernetes');

type Manifest = { kind: string; metadata: { name: string }; spec?: Record<string, any> };

const load = (file: string) =>
  parseAllDocuments(readFileSync(path.join(DIR, 'rendered', file), 'utf8')).map(
    (doc) => doc.toJS() as Manifest,
  );

function renderer(): ((dir: string) => string) | undefined {
  for (const [command, args, version] of [
    ['kustomize', ['build'], ['version']],
    ['kubectl', ['kustomize'], ['version', '--client']],
  ] as const) {
    try {
      execFileSync(command, version, { stdio: 'ignore' });
      return (dir) => execFileSync(command, [...args, path.join(DIR, dir)]).toString();
    } catch {
      // Not installed here.
    }
  }
  return undefined;
}
const render = renderer();

describe.each(['base', 'example'])('the rendered %s manifests', (name) => {
  const manifests = load(`${name}.yaml`);
  const of = (kind: string) => manifests.find((manifest) => manifest.kind === kind)!;

  it.skipIf(!render)('match a fresh render of the Kustomize files', () => {
    const fresh = render!(name === 'base' ? 'base' : 'overlays/example');
    const checkedIn = readFileSync(path.join(DIR, 'rendered', `${name}.yaml`), 'utf8');
    expect(checkedIn.split('\n').slice(1).join('\n')).toBe(fresh);
  });

  it('hold every kind the site needs, PostgreSQL, Redis and S3 as external services', () => {
    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'PodDisruptionBudget',
      'Secret',
      'Service',
    ]);
    const secret = of('Secret') as unknown as { stringData: Record<string, string> };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'S3_SECRET_ACCESS_KEY', 'JWT_SECRET'])
      expect(secret.stringData[key]).toMatch(/CHANGE-ME/);
  });

  it('run two or more non-root pods with a read-only root, probes, a drain and resources', () => {
    const deployment = of('Deployment').spec!;
    expect(deployment.replicas).toBeGreaterThanOrEqual(2);
    expect(of('HorizontalPodAutoscaler').spec!.minReplicas).toBeGreaterThanOrEqual(2);
    expect(of('PodDisruptionBudget').spec!.maxUnavailable).toBe(1);
    const pod = deployment.template.spec;
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 10001 });
    const [container] = pod.containers;
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    });
    expect(container.readinessProbe.httpGet.path).toBe('/api/ready');
    expect(container.livenessProbe.httpGet.path).toBe('/api/health');
    expect(container.lifecycle.preStop.exec.command).toEqual(['sleep', '5']);
    // preStop + DRAIN_SECONDS (30) + the close fit in the grace period.
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(5 + 30 + 10);
    expect(container.resources.requests).toMatchObject({ cpu: expect.any(String) });
    expect(container.resources.limits).toMatchObject({ memory: expect.any(String) });
    expect(container.volumeMounts.map((mount: { mountPath: string }) => mount.mountPath)).toEqual([
      '/data',
      '/tmp',
    ]);
  });
});
