import { auditText as t } from './texts/audit.ts';
import { staffText } from './texts/staff.ts';
import { isRole } from './roles.ts';
import { DOCUMENT_LABELS, type DocumentKind } from './guard-hiring-values.ts';

/**
 * The audit log in words (docs/decisions/042): each stored record keeps its technical action
 * (`PUT /pelamar/:id/status`) and target, and the screen reads them as a sentence naming the
 * actor, the act and the thing. The server uses `auditSubject` and `auditSubjectPath` to add a
 * link to things that still exist.
 */

/** What a record acted on, when it names one thing the staff screens can show. */
export type AuditSubjectKind = keyof typeof t.subjects;
export interface AuditSubject {
  kind: AuditSubjectKind;
  /** A row id, or the page slug for `halaman`. */
  key: string;
}

/** The first path segment of an action, to the kind of thing its `:id` names. */
const KIND_BY_SEGMENT: Record<string, AuditSubjectKind> = {
  pelamar: 'pelamar',
  lowongan: 'lowongan',
  staff: 'staff',
  kontak: 'kontak',
  faqs: 'faq',
  testimonies: 'testimoni',
  dokumentasi: 'tenant',
  pages: 'halaman',
  gallery: 'galeri',
  jobs: 'tugas',
};

/** `PUT /pelamar/:id/status` → `pelamar`; the bulk action keeps only its route. */
function routeOf(action: string) {
  const [method = '', path = ''] = action.split(' ');
  return { method, path, segments: path.split('/').filter(Boolean) };
}

/** The kind of thing an action's `:id` (or a page's `:slug`) names, if it names one. */
function kindOfAction(action: string): AuditSubjectKind | null {
  const { path, segments } = routeOf(action);
  const kind = KIND_BY_SEGMENT[segments[0] ?? ''];
  if (!kind || !/\/:(id|slug)(\/|$)/.test(path)) return null;
  // Own-account routes (`/staff/sessions/:id`, `/staff/passkeys/:id`) name a session or a key.
  if (kind === 'staff' && segments[1] !== ':id') return null;
  return kind;
}

/** The thing a record names, or null (a login, an export, a file, a bulk change). */
export function auditSubject(action: string, target: string | null): AuditSubject | null {
  const kind = kindOfAction(action);
  if (!kind || !target) return null;
  if (kind === 'halaman') return { kind, key: target };
  // A route with a second parameter records both (`12/skck`): the first names the thing.
  const id = /^(\d+)(\/[a-z_]+)?$/.exec(target)?.[1];
  return id ? { kind, key: id } : null;
}

const PAGE_EDITORS: Record<string, string> = {
  'tentang-kami': '/admin/content/edit-tentang-kami',
  'kebijakan-privasi': '/admin/content/edit-kebijakan-privasi',
  'layanan-keamanan': '/admin/content/edit-layanan-keamanan',
  'layanan-kebersihan': '/admin/content/edit-layanan-kebersihan',
  'layanan-parkir': '/admin/content/edit-layanan-parkir',
};

/** The staff screen that shows a subject (null: none does). */
export function auditSubjectPath(subject: AuditSubject): string | null {
  switch (subject.kind) {
    case 'pelamar':
      return `/admin/pelamar/${subject.key}`;
    case 'lowongan':
      return '/admin/lowongan';
    case 'staff':
      return '/admin/register-user';
    case 'kontak':
      return '/admin/kontak';
    case 'faq':
      return '/admin/content/edit-faqs';
    case 'testimoni':
      return '/admin/content/edit-testimoni';
    case 'tenant':
      return '/admin/content/edit-tenant';
    case 'halaman':
      return PAGE_EDITORS[subject.key] ?? null;
    case 'galeri':
      return null;
    case 'tugas':
      return '/admin/jobs';
  }
}

/** The act as a verb phrase ('mengaktifkan verifikasi dua langkah'); unknown ones as stored. */
export function auditAct(action: string): string {
  const known = t.acts[action];
  if (known) return known;
  if (action.startsWith('POST /pelamar/bulk ')) return t.bulkAct(action.slice(19));
  return t.unknownAct(action);
}

/** The act as a filter option: the same words with the kind of thing, starting with a capital. */
export function auditActionLabel(action: string): string {
  const kind = kindOfAction(action);
  const act = kind ? `${auditAct(action)} ${t.subjectNouns[kind]}` : auditAct(action);
  return act.charAt(0).toUpperCase() + act.slice(1);
}

/** The role as the header names it ('Super Admin'); an applicant as 'Pelamar'. */
export function auditRoleLabel(role: string | null): string {
  if (isRole(role)) return staffText.roleLabels[role];
  if (role === 'pelamar') return t.applicantRole;
  return role ?? '-';
}

/** The document a record names in its target (`12/skck`), written as staff know it ('SKCK'). */
function documentOf(target: string | null): string | null {
  const kind = /^\d+\/([a-z_]+)$/.exec(target ?? '')?.[1];
  return kind && kind in DOCUMENT_LABELS ? DOCUMENT_LABELS[kind as DocumentKind] : null;
}

/**
 * The act with what the target says about it: the document ('melihat berkas SKCK milik'), or
 * whether a file is a photo or the CV ('melihat foto milik') once the server found its owner.
 */
function actOf(action: string, target: string | null, hasOwner: boolean): string {
  const document = documentOf(target);
  const documentAct = t.documentActs[action];
  if (documentAct && document) return documentAct(document);
  if (action === 'GET /files/:kind/:name' && hasOwner) {
    const fileAct = t.fileActs[(target ?? '').split('/')[0] ?? ''];
    if (fileAct) return fileAct;
  }
  return auditAct(action);
}

/** An applicant's own action is stored as `pelamar#12` (no personal data in the record). */
const APPLICANT_ACTOR = /^pelamar#(\d+)$/;

/**
 * The sentence's parts: who, what they did, and to what. `actorName` and `subjectName` are the
 * names the server found for the applicant who acted and for the thing (docs/decisions/058);
 * without them (old rows, erased people) the numbers show ('pelamar #12').
 */
export function describeAuditEntry(entry: {
  actor: string | null;
  action: string;
  target: string | null;
  actorName?: string | null;
  subjectName?: string | null;
}) {
  const subject = auditSubject(entry.action, entry.target);
  const applicant = APPLICANT_ACTOR.exec(entry.actor ?? '')?.[1];
  const actor =
    entry.actorName ??
    (applicant ? t.applicantActor(applicant) : null) ??
    entry.actor ??
    t.systemActor;
  const thing = entry.subjectName ?? (subject ? t.subjects[subject.kind](subject.key) : null);
  return { actor, act: actOf(entry.action, entry.target, Boolean(entry.subjectName)), thing };
}
