import { useQuery } from '@tanstack/react-query';

import type { Faq, FaqInput } from '#common/schemas/faqs';
import { faqsText } from '#common/texts/faqs';

import {
  loggedQuery,
  saveById,
  useContentMutation,
  useDeleteById,
} from '../../lib/content-queries.ts';

export const FAQS_KEY = ['faqs'] as const;

/** The public FAQ list; SPEC §8: a failure is only logged and the list shows empty. */
export const faqsQuery = () =>
  loggedQuery(FAQS_KEY, '/faqs', faqsText.fetchFailedLog, (data) => data as Faq[]);

export const useFaqs = () => useQuery(faqsQuery());

/** Creates (no id) or updates a FAQ. */
export const useSaveFaq = () =>
  useContentMutation(FAQS_KEY, ({ id, input }: { id?: number; input: FaqInput }) =>
    saveById<Faq>('/faqs', id, input),
  );

export const useDeleteFaq = () => useDeleteById(FAQS_KEY, '/faqs');
