import { YES_NO, type YesNo } from '#common/rules';
import type { Question } from '#common/schemas/vacancies';
import { vacanciesText as t } from '#common/texts/vacancies';

import { CheckOption } from '../../components/ui/check-option.tsx';
import { ChoiceFieldset } from '../../components/ui/choice-fieldset.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';

export type Answers = Record<string, YesNo>;

/**
 * A vacancy's yes/no screening questions on the career form (docs/decisions/031): one radio group per
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
    <TitledSection
      title={t.questionsTitle}
      className="rounded-xl bg-slate-50 p-4 sm:col-span-2"
      headingClassName="text-sm font-bold text-slate-900"
    >
      <ol className="mt-3 space-y-4">
        {questions.map((question, index) => {
          const name = `jawaban-${question.id}`;
          const isMissing = showMissing && !answers[String(question.id)];
          return (
            <li key={question.id}>
              <ChoiceFieldset
                legend={`${index + 1}. ${question.teks}`}
                error={isMissing ? t.answerRequired : undefined}
                legendClassName="text-sm font-medium text-slate-800"
                optionsClassName="mt-2 flex gap-6"
              >
                {YES_NO.map((value) => (
                  <CheckOption
                    key={value}
                    type="radio"
                    name={name}
                    value={value}
                    checked={answers[String(question.id)] === value}
                    onChange={() => onChange({ ...answers, [String(question.id)]: value })}
                    label={value === 'ya' ? t.yes : t.no}
                  />
                ))}
              </ChoiceFieldset>
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
