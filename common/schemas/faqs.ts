import { z } from 'zod';

import { faqsText } from '../texts/faqs.ts';
import { requiredText } from './common.ts';

/** FAQs (SPEC §3, §5: question and answer required). */
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 3000;

export const faqInputSchema = z.object({
  question: requiredText('Pertanyaan', FAQ_QUESTION_MAX, faqsText.questionRequired),
  answer: requiredText('Jawaban', FAQ_ANSWER_MAX, faqsText.answerRequired),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

export const faqSchema = z.object({ id: z.number(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;
