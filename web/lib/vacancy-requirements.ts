import {
  EDUCATION_LEVELS,
  GADA_LEVELS,
  NO_REQUIREMENTS,
  type VacancyRequirements,
} from '#common/guard-hiring-values';

const levelIn = <Level extends string>(levels: readonly Level[], value: unknown): Level | null =>
  (levels as readonly unknown[]).includes(value) ? (value as Level) : null;

const heightOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/**
 * A vacancy's `syarat` (docs/api.md), read without zod so that the career island need not load it
 * before any interaction (docs/decisions/041): the server sends stored, checked values, so this
 * only fills what a vacancy saved before requirements existed lacks; anything unreadable counts
 * as not asked.
 */
export function requirementsOf(vacancy: object | undefined): VacancyRequirements {
  const syarat = (vacancy as { syarat?: unknown } | undefined)?.syarat;
  if (!syarat || typeof syarat !== 'object') return NO_REQUIREMENTS;
  const s = syarat as Partial<Record<keyof VacancyRequirements, unknown>>;
  return {
    pendidikan_min: levelIn(EDUCATION_LEVELS, s.pendidikan_min),
    tinggi_min_pria: heightOf(s.tinggi_min_pria),
    tinggi_min_wanita: heightOf(s.tinggi_min_wanita),
    gada_min: levelIn(GADA_LEVELS, s.gada_min),
    skck: s.skck === true,
    surat_sehat: s.surat_sehat === true,
  };
}

/** Whether the vacancy asks for anything beyond the age every application meets. */
export const hasRequirements = (s: VacancyRequirements) =>
  s.pendidikan_min !== null ||
  s.tinggi_min_pria !== null ||
  s.tinggi_min_wanita !== null ||
  s.gada_min !== null ||
  s.skck ||
  s.surat_sehat;
