import {
  NO_REQUIREMENTS,
  type VacancyRequirements,
  vacancyRequirementsSchema,
} from '#common/schemas/guard';

/**
 * A vacancy's `syarat` (docs/api.md), or no requirement at all when it carries none (a vacancy
 * saved before requirements existed) or an unreadable one.
 */
export function requirementsOf(vacancy: object | undefined): VacancyRequirements {
  const parsed = vacancyRequirementsSchema.safeParse(
    (vacancy as { syarat?: unknown } | undefined)?.syarat ?? {},
  );
  return parsed.success ? parsed.data : NO_REQUIREMENTS;
}

/** Whether the vacancy asks for anything beyond the age every application meets. */
export const hasRequirements = (s: VacancyRequirements) =>
  s.pendidikan_min !== null ||
  s.tinggi_min_pria !== null ||
  s.tinggi_min_wanita !== null ||
  s.gada_min !== null ||
  s.skck ||
  s.surat_sehat;
