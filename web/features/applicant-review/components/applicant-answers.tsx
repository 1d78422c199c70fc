import type { Answer } from '#common/schemas/vacancies';
import { vacanciesText as t } from '#common/texts/vacancies';

import { NotQualifiedBadge } from './applicant-vacancy-filters.tsx';

const answerText = (value: string) => (value === 'ya' ? t.yes : t.no);

/**
 * The screening answers on the staff detail, each against what the vacancy expected (docs/decisions/031);
 * an answer that misses it is marked, and the application carries the 'Tidak memenuhi syarat' flag.
 */
export function ApplicantAnswers({
  answers,
  meetsRequirements,
}: {
  answers: Answer[];
  meetsRequirements: boolean;
}) {
  if (answers.length === 0 && meetsRequirements) return null;
  return (
    <section
      aria-labelledby="jawaban-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="jawaban-title" className="text-lg font-bold text-slate-900">
          {t.answersTitle}
        </h2>
        {meetsRequirements ? null : <NotQualifiedBadge />}
      </div>
      <ol className="mt-3 space-y-2 text-sm">
        {answers.map((answer) => {
          const misses =
            answer.jawaban_diharapkan !== null && answer.jawaban !== answer.jawaban_diharapkan;
          return (
            <li key={answer.id} className={misses ? 'text-amber-900' : 'text-slate-800'}>
              <span>{answer.teks}</span> <strong>{answerText(answer.jawaban)}</strong>
              {answer.jawaban_diharapkan ? (
                <span className="text-slate-500">
                  {' '}
                  ({t.expectedLabel}: {answerText(answer.jawaban_diharapkan)})
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
