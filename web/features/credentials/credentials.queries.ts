import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { Credential } from '#common/schemas/credentials';

import { api, apiDownload } from '../../lib/api-client.ts';

/** The register's query string: `berakhir_dalam` when a filter is set. */
const search = (endsWithin: number | undefined) =>
  endsWithin === undefined ? '' : `?berakhir_dalam=${endsWithin}`;

/** GET /api/kredensial (docs/decisions/047-credential-register.md). */
export function useCredentials(endsWithin: number | undefined) {
  return useQuery({
    queryKey: ['credentials', endsWithin ?? null],
    queryFn: ({ signal }) =>
      api.get<Credential[]>(`/kredensial${search(endsWithin)}`, { auth: 'staff', signal }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the same rows as CSV (a 401 leads to the login page like every other call). */
export function downloadCredentialsCsv(endsWithin: number | undefined) {
  return apiDownload(`/kredensial/export.csv${search(endsWithin)}`, 'kredensial.csv', {
    auth: 'staff',
  });
}
