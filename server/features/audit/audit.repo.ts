import { type Kysely, sql } from 'kysely';

import {
  type AuditSubjectKind,
  auditActionLabel,
  auditSubject,
  auditSubjectPath,
} from '#common/audit-entries';
import type { AuditQuery } from '#common/schemas/audit';

import type { DB } from '../../db/schema.ts';
import {
  applicantActorNames,
  applicantNames,
  applicationsOwningFiles,
} from '../../domain/applicants/names.ts';

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

/** The tables and columns that name a thing a record acts on ('Budi Santoso', a vacancy title). */
const NAME_COLUMNS = {
  lowongan: ['vacancies', 'judul'],
  staff: ['staff_users', 'nama'],
  kontak: ['contact_messages', 'nama'],
} as const satisfies Partial<Record<AuditSubjectKind, readonly [keyof DB, string]>>;

/** The kinds whose rows are named: applications by their owner module, the rest by NAME_COLUMNS. */
type NamedKind = 'pelamar' | keyof typeof NAME_COLUMNS;
const NAMED_KINDS: NamedKind[] = [
  'pelamar',
  ...(Object.keys(NAME_COLUMNS) as (keyof typeof NAME_COLUMNS)[]),
];

const APPLICANT_ACTOR = /^pelamar#(\d+)$/;

/** The audit log, newest first (plain Kysely; knows nothing about HTTP). */
export function auditRepo(db: Kysely<DB>, timeZone: string) {
  /** Names by id of the rows of one kind that still exist. */
  async function namesOf(kind: NamedKind, ids: number[]) {
    if (kind === 'pelamar') return applicantNames(db, ids);
    const names = new Map<string, string>();
    if (!ids.length) return names;
    const [table, column] = NAME_COLUMNS[kind];
    const found = await db
      .selectFrom(table)
      .select(['id', sql<string>`${sql.ref(column)}`.as('nama')])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    for (const row of found) names.set(String(row.id), row.nama);
    return names;
  }

  /**
   * Each row with the staff screen of the thing it names, when that thing still exists, and the
   * names the screen writes instead of numbers (docs/decisions/058). Read now, never stored: a
   * person erased since is not named.
   */
  async function withLinks(rows: Row[]) {
    const files = rows.filter((row) => row.action === 'GET /files/:kind/:name' && row.target);
    const owners = await applicationsOwningFiles(
      db,
      files.map((row) => row.target!),
    );
    const subjects = rows.map((row) => {
      const owner = row.action === 'GET /files/:kind/:name' ? owners.get(row.target ?? '') : null;
      return owner
        ? { kind: 'pelamar' as const, key: String(owner.id) }
        : auditSubject(row.action, row.target);
    });
    const existing = new Map<string, Set<string>>();
    for (const [kind, table] of Object.entries(SUBJECT_TABLES)) {
      if ((NAMED_KINDS as string[]).includes(kind)) continue;
      const ids = [...new Set(subjects.filter((s) => s?.kind === kind).map((s) => Number(s!.key)))];
      if (!ids.length) continue;
      const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
      existing.set(kind, new Set(found.map((row) => String(row.id))));
    }
    const names = new Map<string, Map<string, string>>();
    for (const kind of NAMED_KINDS) {
      const ids = subjects.filter((s) => s?.kind === kind).map((s) => Number(s!.key));
      const found = await namesOf(kind, ids);
      names.set(kind, found);
      existing.set(kind, new Set(found.keys()));
    }
    const actors = await applicantActorNames(
      db,
      rows.flatMap((row) => {
        const id = APPLICANT_ACTOR.exec(row.actor ?? '')?.[1];
        return id ? [Number(id)] : [];
      }),
    );
    return rows.map((row, index) => {
      const subject = subjects[index];
      const isGone =
        !subject ||
        (subject.kind in SUBJECT_TABLES && !existing.get(subject.kind)?.has(subject.key));
      return {
        ...row,
        link: isGone ? null : auditSubjectPath(subject),
        actor_name: actors.get(row.actor ?? '') ?? null,
        subject_name: (subject && names.get(subject.kind)?.get(subject.key)) ?? null,
      };
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
