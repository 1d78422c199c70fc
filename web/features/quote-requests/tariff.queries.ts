import { queryOptions } from '@tanstack/react-query';

import type { TariffAnswer } from '#common/schemas/tariffs';

import { api } from '../../lib/api-client.ts';

/** The current tariff (GET /api/penawaran/tarif): the estimator's figures and the tariff screen's form. */
export const tariffQuery = () =>
  queryOptions({
    queryKey: ['tarif'] as const,
    queryFn: ({ signal }) =>
      api.get<TariffAnswer>('/penawaran/tarif', { signal, cache: 'no-cache' }),
    staleTime: 30_000,
  });
