import { zodResolver } from '@hookform/resolvers/zod';

import { applicantInputSchema } from '#common/schemas/applicants';
import { guardFieldsSchema } from '#common/schemas/guard-hiring';

/**
 * The application form's zod checks, loaded with its first check rather than with the career page
 * (docs/decisions/041): the same rules and messages as the server's.
 */
export const applicationResolver = zodResolver(applicantInputSchema);

export { guardFieldsSchema };
