import { YES_NO, type YesNo } from '#common/rules';
import type { Question } from '#common/schemas/vacancies';
import { vacanciesText as t } from '#common/texts/vacancies';

export type Answers = Record<string, YesNo>;

/**
 * A vacancy's yes/no screening questions on the career form (issue 17 §5): one radio group per
 * question. An answer against an expected one is not refused (staff see a flag), so the form
 * never hints at what is expected.
 */
export function VacancyQuestions({
  questions,
  answers,
  onChange,
  showMissing,
}: {
  questions: Question[];
  answers: Answers;
  onChange: (answers: Answers) => void;
  /** After a submit attempt: unanswered questions say so. */
  showMissing: boolean;
}) {
  if (questions.length === 0) return null;
  return (
    <section
      aria-labelledby="pertanyaan-title"
      className="rounded-xl bg-slate-50 p-4 sm:col-span-2"
    >
      <h2 id="pertanyaan-title" className="text-sm font-bold text-slate-900">
        {t.questionsTitle}
      </h2>
      <ol className="mt-3 space-y-4">
        {questions.map((question, index) => {
          const name = `jawaban-${question.id}`;
          const isMissing = showMissing && !answers[String(question.id)];
          return (
            <li key={question.id}>
              <fieldset aria-describedby={isMissing ? `${name}-error` : undefined}>
                <legend className="text-sm font-medium text-slate-800">
                  {index + 1}. {question.teks}
                </legend>
                <div className="mt-2 flex gap-6">
                  {YES_NO.map((value) => (
                    <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="radio"
                        name={name}
                        value={value}
                        checked={answers[String(question.id)] === value}
                        onChange={() => onChange({ ...answers, [String(question.id)]: value })}
                        className="accent-brand-700 h-4 w-4"
                      />
                      {value === 'ya' ? t.yes : t.no}
                    </label>
                  ))}
                </div>
                {isMissing ? (
                  <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-red-600">
                    {t.answerRequired}
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
