import { z } from 'zod';

import { faqsText } from '../texts/faqs.ts';
import { englishText, requiredText } from './common.ts';

/** FAQs (docs/product.md §3, §5: question and answer required). */
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 3000;

export const faqInputSchema = z.object({
  question: requiredText('Pertanyaan', FAQ_QUESTION_MAX, faqsText.questionRequired),
  answer: requiredText('Jawaban', FAQ_ANSWER_MAX, faqsText.answerRequired),
  question_en: englishText('Pertanyaan', FAQ_QUESTION_MAX),
  answer_en: englishText('Jawaban', FAQ_ANSWER_MAX),
});
/** What the editor's form holds (the English fields may be left out). */
export type FaqInput = z.input<typeof faqInputSchema>;

export const faqSchema = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  question_en: z.string().nullish(),
  answer_en: z.string().nullish(),
});
export type Faq = z.infer<typeof faqSchema>;
