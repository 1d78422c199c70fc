import { queryOptions } from '@tanstack/react-query';

import type { Service } from '#common/rules';
import type { Card, CardDetail, CardUploadResult } from '#common/schemas/cards';
import { cardsText } from '#common/texts/cards';

import { api, apiUpload } from '../../lib/api-client.ts';
import { type FileUpload, loggedQuery, useContentMutation } from '../../lib/content-queries.ts';

function isCard(value: unknown): value is Card {
  return typeof value === 'object' && value !== null && typeof (value as Card).service === 'string';
}

/** docs/product.md §3: the card list may arrive as a list or as one object; both become a list. */
export function toCardList(data: unknown): Card[] {
  if (Array.isArray(data)) return data.filter(isCard);
  return isCard(data) ? [data] : [];
}

/** docs/product.md §8: a failure is logged; the section shows 'Layanan tidak ditemukan'. */
export const cardsQuery = () =>
  loggedQuery(['cards'] as const, '/cards', cardsText.fetchFailedLog, toCardList);

export function cardQuery(service: Service) {
  return queryOptions({
    queryKey: ['cards', service] as const,
    queryFn: () => api.get<CardDetail>(`/cards/${service}`),
  });
}

export const useSaveCardContent = () =>
  useContentMutation(
    ['cards'],
    ({
      headers,
      ...input
    }: {
      service: Service;
      content: string;
      /** The English twin (docs/decisions/043); blank clears it. */
      content_en?: string;
      headers?: Record<string, string>;
    }) => api.put<Card>('/cards', input, { auth: 'staff', headers }),
  );

export const useUploadCardImage = () =>
  useContentMutation(
    ['cards'],
    ({ service, file, onProgress }: FileUpload & { service: Service }) => {
      const form = new FormData();
      form.append('service', service);
      form.append('image', file);
      return apiUpload<CardUploadResult>('POST', '/cards/upload', form, {
        auth: 'staff',
        onProgress,
      });
    },
  );
