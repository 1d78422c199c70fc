import type { Vacancy } from '#common/schemas/vacancies';
import { vacanciesText as t } from '#common/texts/vacancies';

import { SelectField } from '../../components/ui/field.tsx';
import { placementText } from './vacancy-format.ts';

/**
 * The career form's choice of vacancy (docs/decisions/031): the open vacancies, or none (then the
 * applicant picks a position), with a link to the public list to read them first.
 */
export function VacancyChooser({
  vacancies,
  value,
  onChange,
}: {
  vacancies: Vacancy[];
  value: string;
  onChange: (slug: string | null) => void;
}) {
  return (
    <div>
      <SelectField
        label={t.formVacancy}
        value={value}
        onChange={(event) => onChange(event.target.value || null)}
        hint={
          <a
            href="/lowongan"
            className="text-brand-700 inline-block py-1 font-medium underline underline-offset-2"
          >
            {t.careerPointer}
          </a>
        }
      >
        <option value="">{t.formNoVacancy}</option>
        {vacancies.map((vacancy) => (
          <option key={vacancy.id} value={vacancy.slug}>
            {vacancy.judul} ({placementText(vacancy)})
          </option>
        ))}
      </SelectField>
    </div>
  );
}
