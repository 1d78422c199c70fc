import { queryOptions } from '@tanstack/react-query';

import type { ApplicantClaims } from '#common/schemas/applicant-auth';
import type { MyApplication } from '#common/schemas/recruiting';

import { ApiError, api } from '../../lib/api-client.ts';

/**
 * The applicant's own application (GET /api/user/pelamar/{userId}). docs/product.md §7: 404 means not applied,
 * so the query answers null instead of failing.
 */
export function myApplicationQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: ['my-application', userId],
    enabled: Boolean(userId),
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<MyApplication>(`/user/pelamar/${userId}`, {
          auth: 'applicant',
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** What the career frame hands its pages (the applicant token's payload). */
export type CareerContext = ApplicantClaims;
