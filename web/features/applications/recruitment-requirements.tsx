import { POSITION_LABELS, type Position } from '#common/rules';
import { applicationFormText as t, recruitmentRequirements } from '#common/texts/applicants';

import { TitledSection } from '../../components/ui/titled-section.tsx';

/**
 * docs/product.md §5 requirements beside the form: the general list plus the chosen position's
 * own, or, for a vacancy that sets its own requirements (docs/decisions/046), that vacancy's
 * lines alone (the age included), so the panel never asks SMA/SMK or an SKCK where the vacancy
 * asks SMP and none (docs/decisions/052-guard-document-loop.md).
 */
export function RecruitmentRequirements({
  position,
  vacancyLines,
}: {
  position?: Position | '';
  vacancyLines?: readonly string[];
}) {
  const own = position ? recruitmentRequirements.byPosition[position] : undefined;
  return (
    <TitledSection
      title={t.requirementsTitle}
      className="border-brand-100 bg-brand-50 rounded-2xl border p-5"
      headingClassName="text-brand-900 text-lg font-bold"
    >
      {vacancyLines?.length ? (
        // One source per vacancy: its own lines only, never a general list that contradicts them.
        <>
          <h3 className="text-brand-800 mt-3 text-sm font-semibold">{t.requirementsOfVacancy}</h3>
          <RequirementList items={vacancyLines} dotClassName="bg-accent-500" />
        </>
      ) : (
        <>
          <h3 className="text-brand-800 mt-3 text-sm font-semibold">{t.requirementsGeneral}</h3>
          <RequirementList items={recruitmentRequirements.general} dotClassName="bg-brand-500" />
        </>
      )}
      {vacancyLines?.length ? null : position && own ? (
        <>
          <h3 className="text-brand-800 mt-4 text-sm font-semibold">
            {t.requirementsFor(POSITION_LABELS[position])}
          </h3>
          <RequirementList items={own} dotClassName="bg-accent-500" isLive />
        </>
      ) : (
        <p className="mt-4 text-sm text-slate-600 italic">{t.requirementsChoosePosition}</p>
      )}
    </TitledSection>
  );
}

/** A bulleted list of requirements; `isLive` announces a change (the chosen position's list). */
function RequirementList({
  items,
  dotClassName,
  isLive,
}: {
  items: readonly string[];
  dotClassName: 'bg-brand-500' | 'bg-accent-500';
  isLive?: boolean;
}) {
  return (
    <ul
      className="mt-2 space-y-1.5 text-sm text-slate-700"
      aria-live={isLive ? 'polite' : undefined}
    >
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span
            aria-hidden="true"
            className={`${dotClassName} mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full`}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
