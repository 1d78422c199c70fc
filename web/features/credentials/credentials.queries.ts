import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { Credential } from '#common/schemas/credentials';

import { api, apiDownload } from '../../lib/api-client.ts';

/** The register's filters: `berakhir_dalam` (days) and `perlu_tindakan` (docs/decisions/052). */
export interface CredentialFilters {
  endsWithin: number | undefined;
  needsAction: boolean;
}

/** The register's query string: each filter that is set. */
function search({ endsWithin, needsAction }: CredentialFilters) {
  const params = new URLSearchParams();
  if (endsWithin !== undefined) params.set('berakhir_dalam', String(endsWithin));
  if (needsAction) params.set('perlu_tindakan', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/kredensial (docs/decisions/047-credential-register.md). */
export function useCredentials(filters: CredentialFilters) {
  return useQuery({
    queryKey: ['credentials', filters.endsWithin ?? null, filters.needsAction],
    queryFn: ({ signal }) =>
      api.get<Credential[]>(`/kredensial${search(filters)}`, { auth: 'staff', signal }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the same rows as CSV (a 401 leads to the login page like every other call). */
export function downloadCredentialsCsv(filters: CredentialFilters) {
  return apiDownload(`/kredensial/export.csv${search(filters)}`, 'kredensial.csv', {
    auth: 'staff',
  });
}
