import type { Role } from '#common/roles';

/**
 * Spec: admin, editor and superadmin edit the site's content; hrd and bos may not (403). Written
 * out here rather than read from common/roles.ts, so a wrong role table there fails the tests.
 */
export const CONTENT_EDITORS = ['editor', 'admin', 'superadmin'] as const satisfies Role[];
export const NOT_CONTENT_EDITORS = ['hrd', 'bos'] as const satisfies Role[];

/** Each role with the status its content writes get. */
export const CONTENT_WRITE_STATUS: Array<[Role, 200 | 403]> = [
  ...CONTENT_EDITORS.map((role): [Role, 200] => [role, 200]),
  ...NOT_CONTENT_EDITORS.map((role): [Role, 403] => [role, 403]),
];
