import { CREDENTIAL_DETAILS } from '#common/guard-hiring-values';
import { YES_NO, type YesNo } from '#common/rules';

import { APPLICANT_DRAFT_PREFIX } from './auth-storage.ts';

/**
 * What an applicant typed into the application form, kept on the device until it is sent
 * (docs/decisions/041): a reload, a closed tab or a failed send loses nothing. Only typed text and
 * choices: never files (they cannot be kept safely and are chosen again after a reload) and never
 * the consent, which is given anew with each application. One draft per applicant account, so
 * two people sharing a phone do not see each other's; cleared once the application is sent and
 * when the applicant logs out (web/lib/use-area-session.ts).
 */

export const DRAFT_FIELDS = [
  'nama',
  'telepon',
  'posisi',
  'jenis_kelamin',
  'tanggal_lahir',
  'pesan',
] as const;
type DraftField = (typeof DRAFT_FIELDS)[number];

export interface ApplicationDraft {
  fields: Partial<Record<DraftField, string>>;
  /** Answers to the chosen vacancy's questions ('ya' or 'tidak'), by question id. */
  answers: Record<string, YesNo>;
}

const MAX_TEXT = 2000;
const draftKey = (userId: number) => `${APPLICANT_DRAFT_PREFIX}lamaran.${userId}`;

/**
 * The identity and credential fields a vacancy with requirements asks (docs/decisions/046), kept
 * the same way under their own key. Never the NIK: an identity number stays off the device.
 */
export const GUARD_DRAFT_FIELDS = CREDENTIAL_DETAILS;
type GuardDraftField = (typeof GUARD_DRAFT_FIELDS)[number];
const guardDraftKey = (userId: number) => `${APPLICANT_DRAFT_PREFIX}syarat.${userId}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : undefined);

/** The kept draft, with anything unexpected dropped; an empty draft when there is none. */
export function readDraft(userId: number): ApplicationDraft {
  const empty: ApplicationDraft = { fields: {}, answers: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(draftKey(userId)) ?? 'null');
  } catch {
    return empty;
  }
  if (!parsed || typeof parsed !== 'object') return empty;
  const { fields, answers } = parsed as { fields?: unknown; answers?: unknown };
  const draft: ApplicationDraft = { fields: {}, answers: {} };
  if (fields && typeof fields === 'object')
    for (const name of DRAFT_FIELDS) {
      const value = text((fields as Record<string, unknown>)[name]);
      if (value) draft.fields[name] = value;
    }
  if (answers && typeof answers === 'object')
    for (const [id, value] of Object.entries(answers as Record<string, unknown>)) {
      const answer = YES_NO.find((choice) => choice === value);
      if (/^\d{1,9}$/.test(id) && answer) draft.answers[id] = answer;
    }
  return draft;
}

/** Keeps `values` (the form's current fields) and `answers`; a full or disabled storage is ignored. */
export function saveDraft(
  userId: number,
  values: Partial<Record<string, unknown>>,
  answers: Record<string, string>,
) {
  const fields: ApplicationDraft['fields'] = {};
  for (const name of DRAFT_FIELDS) {
    const value = text(values[name]);
    if (value) fields[name] = value;
  }
  const isEmpty = !Object.keys(fields).length && !Object.values(answers).some(Boolean);
  try {
    if (isEmpty) storage()?.removeItem(draftKey(userId));
    else storage()?.setItem(draftKey(userId), JSON.stringify({ fields, answers }));
  } catch {
    // Private mode or a full storage: the form works, only without the safety net.
  }
}

/** The kept identity and credential fields (never the NIK); empty when there are none. */
export function readGuardDraft(userId: number): Partial<Record<GuardDraftField, string>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(guardDraftKey(userId)) ?? 'null');
  } catch {
    return {};
  }
  const fields: Partial<Record<GuardDraftField, string>> = {};
  if (parsed && typeof parsed === 'object')
    for (const name of GUARD_DRAFT_FIELDS) {
      const value = text((parsed as Record<string, unknown>)[name]);
      if (value) fields[name] = value;
    }
  return fields;
}

/** Keeps the identity and credential fields of `values` but the NIK (it is not in the list). */
export function saveGuardDraft(userId: number, values: Partial<Record<string, unknown>>) {
  const fields: Partial<Record<GuardDraftField, string>> = {};
  for (const name of GUARD_DRAFT_FIELDS) {
    const value = text(values[name]);
    if (value) fields[name] = value;
  }
  try {
    if (!Object.keys(fields).length) storage()?.removeItem(guardDraftKey(userId));
    else storage()?.setItem(guardDraftKey(userId), JSON.stringify(fields));
  } catch {
    // see saveDraft
  }
}

/** Both kept drafts go once the application is sent. */
export function clearDraft(userId: number) {
  try {
    storage()?.removeItem(draftKey(userId));
    storage()?.removeItem(guardDraftKey(userId));
  } catch {
    // see saveDraft
  }
}
