import { type ExpressionBuilder, type Kysely, sql } from 'kysely';

import type { ContactMessage, ContactMessageListQuery } from '#common/schemas/contact-messages';

import type { Dialect } from '../../db/database.ts';
import type { ContactMessageRow, DB } from '../../db/schema.ts';

/** Plain Kysely access to contact messages; knows nothing about HTTP (docs/conventions.md §3). */

export interface NewContactMessage {
  nama: string;
  email: string;
  telepon: string;
  pesan: string;
  submission_key: string | null;
  /** 'id' or 'en': the site it was sent from ('id' when not given). */
  language?: 'id' | 'en';
  created_at: string;
  /** created_at's calendar day in the company's time zone. */
  created_day: string;
}

export type ContactMessageFilters = Pick<
  ContactMessageListQuery,
  'q' | 'status' | 'date' | 'month' | 'year'
>;

/**
 * Lower-cased name, e-mail, phone (also as bare digits, so '08123' finds '0812-3456') and
 * message: what the inbox search matches (docs/product.md §5: case-insensitive over those four).
 */
export function contactSearchText(values: {
  nama: string;
  email: string;
  telepon: string;
  pesan: string;
}) {
  const digits = values.telepon.replace(/\D/g, '');
  return [values.nama, values.email, values.telepon, digits, values.pesan].join('\n').toLowerCase();
}

/** `%term%` for LIKE, with the wildcards of the term itself escaped (escape character `\`). */
export function likePattern(term: string) {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** An FTS5 phrase: the trigram tokenizer matches it as a substring (quotes doubled). */
const ftsPhrase = (term: string) => `"${term.toLowerCase().replace(/"/g, '""')}"`;

/**
 * How a search finds its rows. 'index': SQLite's FTS5 trigram index (migration 0009), best when
 * few messages match. 'scan': LIKE on search_text; on SQLite best for a first page of a common
 * term, because walking created_at newest first stops after one page. PostgreSQL always uses
 * LIKE, which its pg_trgm index serves, and its planner picks the plan. Terms shorter than three
 * characters have no trigram and always scan.
 */
type SearchPlan = 'index' | 'scan';

/** SQLite: with at least this many matches, a first page is found faster by walking newest first. */
const SCAN_MIN_MATCHES = 2000;
const SCAN_MAX_DEPTH = 500;

function applyFilters(
  filters: ContactMessageFilters,
  dialect: Dialect,
  plan: SearchPlan = 'index',
) {
  return (eb: ExpressionBuilder<DB, 'contact_messages'>) => {
    const conditions = [];
    const q = filters.q?.trim();
    if (q && dialect === 'sqlite' && plan === 'index' && [...q].length >= 3) {
      conditions.push(
        sql<boolean>`${eb.ref('id')} in (select rowid from contact_messages_fts where contact_messages_fts match ${ftsPhrase(q)})`,
      );
    } else if (q) {
      conditions.push(sql<boolean>`${eb.ref('search_text')} like ${likePattern(q)} escape '\\'`);
    }
    if (filters.status) conditions.push(eb('dibaca', filters.status === 'baru' ? '=' : '<>', 0));
    // created_day is 'YYYY-MM-DD' text, so periods are plain text ranges that use its index.
    if (filters.date) conditions.push(eb('created_day', '=', filters.date));
    if (filters.year && filters.month) {
      const prefix = `${filters.year}-${pad2(filters.month)}`;
      conditions.push(eb.between('created_day', `${prefix}-01`, `${prefix}-31`));
    } else if (filters.year) {
      conditions.push(eb.between('created_day', `${filters.year}-01-01`, `${filters.year}-12-31`));
    } else if (filters.month) {
      // A month without a year: that month in every year.
      conditions.push(
        eb(
          eb.fn('substr', [eb.ref('created_day'), sql.lit(6), sql.lit(2)]),
          '=',
          pad2(filters.month),
        ),
      );
    }
    return eb.and(conditions);
  };
}

const COLUMNS = [
  'id',
  'nama',
  'email',
  'telepon',
  'pesan',
  'dibaca',
  'created_at',
  'created_day',
  'language',
] as const;

/** The quote request a message became (docs/decisions/054), as a list row carries it. */
interface ConvertedTo {
  penawaran_id?: number | null;
  penawaran_kode?: string | null;
}

export function toContactMessageDto(
  row: Pick<ContactMessageRow, (typeof COLUMNS)[number]> & ConvertedTo,
): ContactMessage {
  const { language, penawaran_id, penawaran_kode, ...rest } = row;
  return {
    ...rest,
    dibaca: rest.dibaca ? 1 : 0,
    ...(language === 'en' ? { language } : {}),
    ...(penawaran_id && penawaran_kode
      ? { penawaran: { id: Number(penawaran_id), kode: penawaran_kode } }
      : {}),
  };
}

export function contactMessagesRepo(db: Kysely<DB>, dialect: Dialect) {
  return {
    async create(values: NewContactMessage) {
      return db
        .insertInto('contact_messages')
        .values({
          ...values,
          dibaca: 0,
          updated_at: values.created_at,
          search_text: contactSearchText(values),
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },
    async findBySubmissionKey(key: string) {
      return db
        .selectFrom('contact_messages')
        .select(COLUMNS)
        .where('submission_key', '=', key)
        .executeTakeFirst();
    },
    /**
     * Newest first (created_at, then id for messages of the same instant). `matches`, the count
     * of this filter when the caller has it, lets a search pick its plan (see SearchPlan).
     */
    async list(
      filters: ContactMessageFilters,
      paging: { limit: number; offset: number },
      matches?: number,
    ) {
      const isShallowCommonSearch =
        matches !== undefined &&
        matches >= SCAN_MIN_MATCHES &&
        paging.offset + paging.limit <= SCAN_MAX_DEPTH;
      // The request each message became, through 0048's unique index: one probe per row shown.
      const converted = (eb: ExpressionBuilder<DB, 'contact_messages'>) =>
        eb
          .selectFrom('quote_requests')
          .whereRef('quote_requests.contact_message_id', '=', 'contact_messages.id');
      return db
        .selectFrom('contact_messages')
        .select(COLUMNS)
        .select((eb) => [
          converted(eb).select('quote_requests.id').as('penawaran_id'),
          converted(eb).select('quote_requests.kode').as('penawaran_kode'),
        ])
        .where(applyFilters(filters, dialect, isShallowCommonSearch ? 'scan' : 'index'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(paging.limit)
        .offset(paging.offset)
        .execute();
    },
    async count(filters: ContactMessageFilters) {
      const q = filters.q?.trim();
      const isSearchOnly = q && !filters.status && !filters.date && !filters.month && !filters.year;
      if (dialect === 'sqlite' && isSearchOnly && [...q].length >= 3) {
        // The index alone answers a plain search's count, without visiting every matching row.
        const result = await sql<{
          total: number;
        }>`select count(*) as total from contact_messages_fts where contact_messages_fts match ${ftsPhrase(q)}`.execute(
          db,
        );
        return Number(result.rows[0]?.total ?? 0);
      }
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(applyFilters(filters, dialect))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
    /** Unread messages; with `sinceId`, only those stored after that id. */
    async unreadCount(sinceId?: number) {
      let query = db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('unread'))
        .where('dibaca', '=', 0);
      if (sinceId !== undefined) query = query.where('id', '>', sinceId);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.unread);
    },
    async latestId() {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.max('id').as('latest'))
        .executeTakeFirst();
      return Number(row?.latest ?? 0);
    },
    /** Sets the read flag of one message; undefined when there is no such message. */
    async setRead(id: number, isRead: boolean, now: string) {
      return db
        .updateTable('contact_messages')
        .set({ dibaca: isRead ? 1 : 0, updated_at: now })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst();
    },
    /** Marks every unread message read; returns how many changed. */
    async markAllRead(now: string) {
      const result = await db
        .updateTable('contact_messages')
        .set({ dibaca: 1, updated_at: now })
        .where('dibaca', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async remove(id: number) {
      return db
        .deleteFrom('contact_messages')
        .where('id', '=', id)
        .returning(['id'])
        .executeTakeFirst();
    },
  };
}
