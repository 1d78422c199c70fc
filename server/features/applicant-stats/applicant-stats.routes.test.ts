import { describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';

import { createApplicantRow } from '../../test/applicant-rows.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { injectAs } from '../../test/inject-as.ts';
import { useTestAppWithStaff } from '../../test/test-app-per-suite.ts';

describe.each(TEST_DATABASES)('applicant statistics on %s', (dialect) => {
  const context = useTestAppWithStaff(dialect);
  const app = () => context().app;
  const call = (role: Role | null, method: 'GET' | 'PUT', url: string, payload?: object) => {
    const as = injectAs(app(), role ? context().headers[role] : {});
    return method === 'GET' ? as.get(url) : as.put(url, payload);
  };

  it('counts by status, position and week and the time to decision, for every reading role', async () => {
    const before = (await call('hrd', 'GET', '/api/pelamar/stats')).json();
    const created = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const row = await createApplicantRow(app(), {
      posisi: 'Kebersihan',
      created_at: created,
      jadwal_interview: '2030-01-01T10:00',
    });
    await call('hrd', 'PUT', `/api/pelamar/${row.id}/status`, { status: 'Diterima' });
    for (const role of ['hrd', 'admin', 'superadmin', 'bos'] as const) {
      const response = await call(role, 'GET', '/api/pelamar/stats');
      expect(response.statusCode).toBe(200);
      const stats = response.json();
      expect(stats.total).toBe(before.total + 1);
      const count = (list: Record<string, string | number>[], key: string, value: string) =>
        Number(list.find((item) => item[key] === value)?.count);
      expect(count(stats.byStatus, 'status', 'Diterima')).toBe(
        count(before.byStatus, 'status', 'Diterima') + 1,
      );
      expect(count(stats.byPosition, 'posisi', 'Kebersihan')).toBe(
        count(before.byPosition, 'posisi', 'Kebersihan') + 1,
      );
      expect(stats.byWeek).toHaveLength(12);
      expect(stats.byWeek.reduce((s: number, w: { count: number }) => s + w.count, 0)).toBe(
        before.byWeek.reduce((s: number, w: { count: number }) => s + w.count, 0) + 1,
      );
      expect(stats.decision.count).toBe(before.decision.count + 1);
      expect(stats.decision.averageDays).toBeGreaterThan(before.decision.averageDays ?? 0);
    }
    expect((await call('editor', 'GET', '/api/pelamar/stats')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/pelamar/stats')).statusCode).toBe(401);
  });
});
