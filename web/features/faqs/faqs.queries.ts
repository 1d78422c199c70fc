import type { Faq, FaqInput } from '#common/schemas/faqs';
import { faqsText } from '#common/texts/faqs';

import { textListQueries } from '../../lib/content-queries.ts';

export const FAQS_KEY = ['faqs'] as const;

const faqs = textListQueries<Faq, FaqInput>(FAQS_KEY, '/faqs', faqsText.fetchFailedLog);

/** The public FAQ list; docs/product.md §8: a failure is only logged and the list shows empty. */
export const faqsQuery = faqs.listQuery;
export const useFaqs = faqs.useList;
/** Creates (no id) or updates a FAQ. */
export const useSaveFaq = faqs.useSave;
export const useDeleteFaq = faqs.useDelete;
