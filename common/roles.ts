/**
 * Roles and who may do what (docs/product.md §6). The server's access checks and the
 * admin menu both read this one table, so the sidebar never offers a page the API refuses.
 */

export const ROLES = ['hrd', 'admin', 'editor', 'bos', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

export const ALL_STAFF_ROLES: readonly Role[] = [...ROLES];
/** Writes to cards, testimonies, dokumentasi, faqs, pages, gallery, site settings. */
export const CONTENT_ROLES: readonly Role[] = ['admin', 'editor', 'superadmin'];
/** GET /pelamar and /pelamar/{id}. */
export const APPLICANT_VIEW_ROLES: readonly Role[] = ['admin', 'hrd', 'superadmin', 'bos'];
/** Status, interview schedule and delete of an applicant; bos only reads. */
export const APPLICANT_EDIT_ROLES: readonly Role[] = ['admin', 'hrd', 'superadmin'];
/** Create, edit, open, close and delete vacancies (docs/decisions/031); see drafts. */
export const VACANCY_ROLES: readonly Role[] = ['admin', 'hrd', 'superadmin'];
/** The CSV export of applicants (not bos, who only reads on screen). */
export const APPLICANT_EXPORT_ROLES: readonly Role[] = ['admin', 'hrd', 'superadmin'];
/** The credential register of accepted applicants (docs/decisions/047-credential-register.md). */
export const CREDENTIAL_ROLES: readonly Role[] = ['admin', 'hrd', 'superadmin'];
/** Deleting and un-reading contact messages (beyond the first version). */
export const CONTACT_MANAGE_ROLES: readonly Role[] = ['admin', 'superadmin'];
/**
 * Verify an applicant's documents and download the specific personal data among them (SKCK,
 * health certificate) (docs/decisions/046-specific-personal-data.md).
 */
export const SPECIFIC_DATA_ROLES: readonly Role[] = ['hrd', 'superadmin'];
/** POST /register and staff account management. */
export const STAFF_ADMIN_ROLES: readonly Role[] = ['superadmin'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function hasRole(role: string | null | undefined, allowed: readonly Role[]): boolean {
  return isRole(role) && allowed.includes(role);
}
