import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Faq, FaqInput } from '#common/schemas/faqs';
import { faqsText } from '#common/texts/faqs';

import { api } from '../../lib/api-client.ts';

export const FAQS_KEY = ['faqs'] as const;

/** The public FAQ list; SPEC §8: a failure is only logged and the list shows empty. */
export function faqsQuery() {
  return queryOptions({
    queryKey: FAQS_KEY,
    queryFn: async () => {
      try {
        return await api.get<Faq[]>('/faqs');
      } catch (error) {
        console.error(faqsText.fetchFailedLog, error);
        throw error;
      }
    },
  });
}

export const useFaqs = () => useQuery(faqsQuery());

/** Creates (no id) or updates a FAQ. */
export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: FaqInput }) =>
      id
        ? api.put<Faq>(`/faqs/${id}`, input, { auth: 'staff' })
        : api.post<Faq>('/faqs', input, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAQS_KEY }),
  });
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/faqs/${id}`, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAQS_KEY }),
  });
}
