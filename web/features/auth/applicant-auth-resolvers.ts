import { zodResolver } from '@hookform/resolvers/zod';

import {
  applicantLoginInputSchema,
  applicantRegisterInputSchema,
  forgotPasswordInputSchema,
} from '#common/schemas/applicant-auth';

/**
 * The applicant account screens' checks, loaded by lazyResolver on the first check so that zod
 * stays out of what the screens load before any interaction (docs/decisions/041).
 */
export const applicantLoginResolver = zodResolver(applicantLoginInputSchema);
export const applicantRegisterResolver = zodResolver(applicantRegisterInputSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordInputSchema);
