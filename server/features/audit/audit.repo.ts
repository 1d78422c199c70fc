import { type Kysely, sql } from 'kysely';

import {
  type AuditSubjectKind,
  auditActionLabel,
  auditSubject,
  auditSubjectPath,
} from '#common/audit-entries';
import type { AuditQuery } from '#common/schemas/audit';

import type { DB } from '../../db/schema.ts';

/** Where a local calendar day starts, as a UTC ISO instant (stored times are UTC). */
export function startOfLocalDay(day: string, timeZone: string) {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const asLocal = new Date(utcMidnight).toLocaleString('en-US', { timeZone, hour12: false });
  const offset = Date.parse(`${asLocal} UTC`) - utcMidnight;
  return new Date(utcMidnight - offset).toISOString();
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The tables whose rows a record may name, read only to know whether the thing still exists
 * (a link to a deleted applicant would lead nowhere).
 */
const SUBJECT_TABLES = {
  // Ids only, to know whether a record's subject still exists, the same way for every table.
  // eslint-disable-next-line no-restricted-syntax
  pelamar: 'applicants',
  lowongan: 'vacancies',
  staff: 'staff_users',
  kontak: 'contact_messages',
  faq: 'faqs',
  testimoni: 'testimonies',
  tenant: 'tenants',
  tugas: 'jobs',
} as const satisfies Partial<Record<AuditSubjectKind, keyof DB>>;

type Row = {
  id: number;
  actor: string | null;
  role: string | null;
  action: string;
  target: string | null;
  created_at: string;
};

/** The audit log, newest first (plain Kysely; knows nothing about HTTP). */
export function auditRepo(db: Kysely<DB>, timeZone: string) {
  /** Each row with the staff screen of the thing it names, when that thing still exists. */
  async function withLinks(rows: Row[]) {
    const subjects = rows.map((row) => auditSubject(row.action, row.target));
    const existing = new Map<string, Set<string>>();
    for (const [kind, table] of Object.entries(SUBJECT_TABLES)) {
      const ids = [...new Set(subjects.filter((s) => s?.kind === kind).map((s) => Number(s!.key)))];
      if (!ids.length) continue;
      const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
      existing.set(kind, new Set(found.map((row) => String(row.id))));
    }
    return rows.map((row, index) => {
      const subject = subjects[index];
      const isGone =
        !subject ||
        (subject.kind in SUBJECT_TABLES && !existing.get(subject.kind)?.has(subject.key));
      return { ...row, link: isGone ? null : auditSubjectPath(subject) };
    });
  }

  async function actions() {
    const rows = await db
      .selectFrom('audit_log')
      .select('action')
      .distinct()
      .orderBy('action')
      .execute();
    return rows.map((row) => row.action);
  }

  function filtered(query: Omit<AuditQuery, 'page' | 'pageSize'>, actionsInWords: string[]) {
    let select = db.selectFrom('audit_log');
    if (query.actor)
      select = select.where(sql<string>`lower(actor)`, '=', query.actor.toLowerCase());
    if (query.action) select = select.where('action', '=', query.action);
    if (query.from)
      select = select.where('created_at', '>=', startOfLocalDay(query.from, timeZone));
    if (query.to)
      select = select.where('created_at', '<', startOfLocalDay(nextDay(query.to), timeZone));
    if (query.q) {
      const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      select = select.where((eb) =>
        eb.or([
          ...(['actor', 'action', 'target'] as const).map((column) =>
            eb(
              sql<string>`lower(coalesce(${sql.ref(column)}, ''))`,
              'like',
              sql<string>`${pattern} escape '\\'`,
            ),
          ),
          // The words the screen shows ('mengaktifkan'), not only the stored route.
          ...(actionsInWords.length ? [eb('action', 'in', actionsInWords)] : []),
        ]),
      );
    }
    return select;
  }

  return {
    async list(query: AuditQuery, limit: number, offset: number) {
      const words = query.q?.toLowerCase();
      const actionsInWords = words
        ? (await actions()).filter((action) =>
            auditActionLabel(action).toLowerCase().includes(words),
          )
        : [];
      const base = filtered(query, actionsInWords);
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'actor', 'role', 'action', 'target', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
      ]);
      return { rows: await withLinks(rows), total: Number(count?.total ?? 0) };
    },
    actions,
  };
}
