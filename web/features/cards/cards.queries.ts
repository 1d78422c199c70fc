import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Service } from '#common/rules';
import type { Card, CardDetail, CardUploadResult } from '#common/schemas/cards';
import { cardsText } from '#common/texts/cards';

import { api, apiUpload } from '../../lib/api-client.ts';

function isCard(value: unknown): value is Card {
  return typeof value === 'object' && value !== null && typeof (value as Card).service === 'string';
}

/** SPEC §3: the card list may arrive as a list or as one object; both become a list. */
export function toCardList(data: unknown): Card[] {
  if (Array.isArray(data)) return data.filter(isCard);
  return isCard(data) ? [data] : [];
}

export function cardsQuery() {
  return queryOptions({
    queryKey: ['cards'] as const,
    queryFn: async () => {
      try {
        return toCardList(await api.get<unknown>('/cards'));
      } catch (error) {
        // SPEC §8: the failure is logged; the section shows 'Layanan tidak ditemukan'.
        console.error(cardsText.fetchFailedLog, error);
        throw error;
      }
    },
  });
}

export function cardQuery(service: Service) {
  return queryOptions({
    queryKey: ['cards', service] as const,
    queryFn: () => api.get<CardDetail>(`/cards/${service}`),
  });
}

export function useSaveCardContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { service: Service; content: string }) =>
      api.put<Card>('/cards', input, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cards'] }),
  });
}

export function useUploadCardImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      service,
      file,
      onProgress,
    }: {
      service: Service;
      file: File;
      onProgress: (percent: number) => void;
    }) => {
      const form = new FormData();
      form.append('service', service);
      form.append('image', file);
      return apiUpload<CardUploadResult>('POST', '/cards/upload', form, {
        auth: 'staff',
        onProgress,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cards'] }),
  });
}
