import type { TestApp } from './build-test-app.ts';

/** What the audit log holds for one staff member: action and target of each entry. */
export function auditEntriesOf(app: TestApp, actorId: number) {
  return app.db
    .selectFrom('audit_log')
    .select(['action', 'target'])
    .where('actor_id', '=', actorId)
    .execute();
}
