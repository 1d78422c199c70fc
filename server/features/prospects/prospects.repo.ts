import { type Kysely, sql } from 'kysely';

import type { Estimate, PostInput } from '#common/pricing';
import type { ProspectListQuery } from '#common/schemas/prospects';
import { searchKey } from '#common/schemas/quote-requests';

import type { Dialect } from '../../db/database.ts';
import type { DB, QuoteRequestRow } from '../../db/schema.ts';

type Filters = Omit<ProspectListQuery, 'page' | 'pageSize'>;

/** PostgreSQL LIKE prefix: `%`, `_` and `\` typed by staff are matched as themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** SQLite GLOB prefix (case-sensitive, so its binary index serves it): `*`, `?`, `[` as themselves. */
const globPrefix = (text: string) => `${text.replace(/[*?[]/g, (c) => `[${c}]`)}*`;

const SUMMARY_COLUMNS = [
  'id',
  'kode',
  'perusahaan',
  'nama',
  'layanan',
  'kota',
  'tahap',
  'total',
  'sumber',
  'created_at',
] as const;

/**
 * The pipeline's reads and staff writes over the quote requests (docs/decisions/054). A search
 * is a prefix match over indexed columns (migration 0049): the company's or the contact's name
 * (`searchKey`: "PT Sinar" is found by "sinar" and by "PT Sinar"), the e-mail, or the reference
 * (`PNW-2026-0004` finds PNW-2026-00041 to -00049).
 */
export function prospectsRepo(db: Kysely<DB>, dialect: Dialect = 'sqlite') {
  const prefix = (column: string, text: string) =>
    dialect === 'postgres'
      ? sql<boolean>`${sql.ref(column)} like ${likePrefix(text)} escape '\\'`
      : sql<boolean>`${sql.ref(column)} glob ${globPrefix(text)}`;
  const searched = (q: string) => {
    const key = searchKey(q);
    const typed = q.trim();
    const matches = [prefix('cari_email', typed.toLowerCase())];
    if (key) matches.push(prefix('cari_perusahaan', key), prefix('cari_nama', key));
    if (/^pnw-/i.test(typed)) matches.push(prefix('kode', typed.toUpperCase()));
    return sql<boolean>`(${sql.join(matches, sql` or `)})`;
  };
  const filtered = (filters: Filters) =>
    db
      .selectFrom('quote_requests')
      .$if(filters.tahap !== undefined, (q) => q.where('tahap', '=', filters.tahap!))
      .$if(filters.layanan !== undefined, (q) => q.where('layanan', '=', filters.layanan!))
      .$if(Boolean(filters.q?.trim()), (q) => q.where(searched(filters.q!)));

  return {
    /** Newest first. */
    list(filters: Filters, page: { limit: number; offset: number }) {
      return filtered(filters)
        .select(SUMMARY_COLUMNS)
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    async count(filters: Filters) {
      if (!filters.q?.trim()) {
        // Without a search the triggers' per-stage-and-service counts answer (0049).
        const counted = await db
          .selectFrom('quote_request_counts')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`).as('total'))
          .$if(filters.tahap !== undefined, (q) => q.where('tahap', '=', filters.tahap!))
          .$if(filters.layanan !== undefined, (q) => q.where('layanan', '=', filters.layanan!))
          .executeTakeFirstOrThrow();
        return Number(counted.total);
      }
      const row = await filtered(filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    find(id: number) {
      return db.selectFrom('quote_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    history(id: number) {
      return db
        .selectFrom('quote_request_history')
        .select(['tahap', 'alasan', 'changed_by as by', 'changed_at as at'])
        .where('quote_request_id', '=', id)
        .orderBy('id')
        .execute();
    },

    notes(id: number) {
      return db
        .selectFrom('quote_request_notes')
        .select(['id', 'text', 'author', 'created_at'])
        .where('quote_request_id', '=', id)
        .orderBy('id')
        .execute();
    },

    addNote(note: { id: number; text: string; author: string; now: string }) {
      return db
        .insertInto('quote_request_notes')
        .values({
          quote_request_id: note.id,
          text: note.text,
          author: note.author,
          created_at: note.now,
        })
        .returning(['id', 'text', 'author', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    /** The latest scheduled survey (a new one replaces it), or undefined. */
    survey(id: number) {
      return db
        .selectFrom('quote_request_surveys')
        .select(['id', 'mulai', 'lokasi', 'created_by', 'created_at'])
        .where('quote_request_id', '=', id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    addSurvey(survey: { id: number; mulai: string; lokasi: string; by: string; now: string }) {
      return db
        .insertInto('quote_request_surveys')
        .values({
          quote_request_id: survey.id,
          mulai: survey.mulai,
          lokasi: survey.lokasi,
          created_by: survey.by,
          created_at: survey.now,
        })
        .returning(['id', 'mulai', 'lokasi', 'created_by', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    /** Requests still `baru`: the sidebar's badge. */
    async countNew() {
      const row = await db
        .selectFrom('quote_requests')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('tahap', '=', 'baru')
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The figures of the statistics: counts by stage, service and source, and what was won. */
    async statsRows() {
      const [byStage, byService, bySource, won, contacted] = await Promise.all([
        db
          .selectFrom('quote_requests')
          .select(['tahap as key', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('tahap')
          .execute(),
        db
          .selectFrom('quote_requests')
          .select(['layanan as key', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('layanan')
          .execute(),
        db
          .selectFrom('quote_requests')
          .select(['sumber as key', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('sumber')
          .execute(),
        db
          .selectFrom('quote_requests')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), sql<number>`0`).as('value'))
          .where('tahap', '=', 'menang')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('quote_requests')
          .select(['created_at', 'dihubungi_at'])
          .where('dihubungi_at', 'is not', null)
          .execute(),
      ]);
      return { byStage, byService, bySource, wonValue: Number(won.value), contacted };
    },
  };
}

/** A stored request as GET /api/prospek/{id} answers it, before its history, notes and survey. */
export function toProspectDetail(row: QuoteRequestRow) {
  const {
    estimasi,
    pos,
    language: _language,
    persetujuan_at: _consent,
    updated_at: _u,
    ...rest
  } = row;
  return {
    ...rest,
    layanan: rest.layanan as Estimate['layanan'],
    tahap: rest.tahap as never,
    pos: JSON.parse(pos) as PostInput[],
    estimasi: JSON.parse(estimasi) as Estimate,
  };
}
