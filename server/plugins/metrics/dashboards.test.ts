import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PROJECT_ROOT } from '../../lib/project-root.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

const TOKEN = 'dashboards-test-token-0123456789';
/** Made by Prometheus itself for every target, not by the app. */
const PROMETHEUS_OWN = new Set(['up']);
/** PromQL words that look like metric names. */
const PROMQL_WORDS = new Set([
  'sum',
  'rate',
  'by',
  'max',
  'min',
  'count',
  'topk',
  'clamp_min',
  'histogram_quantile',
  'le',
  'route',
  'method',
  'status',
  'kind',
  'state',
  'cache',
  'result',
  'dependency',
  'instance',
  'job',
]);

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, 'deploy', file), 'utf8');

/** Every PromQL expression of the alert rules and of the Grafana dashboard. */
function expressions() {
  const alerts = [...read('prometheus/sigap-alerts.yml').matchAll(/^\s+expr: (.+)$/gm)].map(
    (m) => m[1]!,
  );
  const dashboard = JSON.parse(read('grafana/sigap-dashboard.json')) as {
    panels: { targets: { expr: string }[] }[];
  };
  const panels = dashboard.panels.flatMap((panel) => panel.targets.map((t) => t.expr));
  return { alerts, panels };
}

/** The metric names an expression reads (label values in quotes and ranges left out). */
function metricNames(expr: string) {
  const bare = expr.replace(/"[^"]*"/g, '""').replace(/\[[^\]]*\]/g, '');
  return [...bare.matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*[=!~(])/g)]
    .map((m) => m[1]!)
    .filter((name) => (!PROMQL_WORDS.has(name) && name.includes('_')) || name === 'up');
}

describe('dashboards and alert rules', () => {
  it('name only metrics a real scrape has, and cover the alerts the README lists', async () => {
    const { alerts, panels } = expressions();
    expect(alerts.length).toBeGreaterThanOrEqual(5);
    expect(panels.length).toBeGreaterThan(10);
    const rules = read('prometheus/sigap-alerts.yml');
    for (const alert of [
      'SigapHigh5xxRate',
      'SigapSlowP99',
      'SigapMailFailed',
      'SigapOldestQueuedJob',
      'SigapInstanceDown',
    ])
      expect(rules).toContain(`alert: ${alert}`);

    const app = await buildTestApp(
      'sqlite',
      { METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:9' },
      { jobs: { autoStart: false } },
    );
    try {
      await app.inject({ method: 'GET', url: '/api/cards' });
      const scrape = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(scrape.statusCode).toBe(200);
      const samples = new Set(
        scrape.body
          .split('\n')
          .filter((line) => line && !line.startsWith('#'))
          .map((line) => /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)![0]),
      );
      const named = [...alerts, ...panels].flatMap(metricNames);
      expect(named).toContain('sigap_jobs_oldest_queued_age_seconds');
      const missing = [...new Set(named)].filter(
        (name) => !samples.has(name) && !PROMETHEUS_OWN.has(name),
      );
      expect(missing).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
